// The ceiling of bench:http: a bare Fastify server answering the search with the same JSON the
// real server answered, from memory (no database, no session, no hooks). What Nivaas reaches of
// this server's requests per second is the fair figure on a shared machine.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BODY_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/api/properties/search', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void app.close().then(() => process.exit(0)));
