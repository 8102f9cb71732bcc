// Where the bench keeps its data: its own Redis database and a fresh SQLite file or PostgreSQL
// database, so nothing it writes mixes with anyone else's, and everything goes away afterwards.
import { Redis } from 'ioredis';
import pg from 'pg';

/** Redis database 11 unless REDIS_URL names one; rate-limit keys deleted after the run. */
export async function benchRedis(baseUrl) {
  const url = new URL(baseUrl);
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/11';
  const client = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new Error(`Redis at ${url} is not reachable: ${err.message}`, { cause: err });
  }
  const cleanup = async () => {
    try {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', 'nivaas-rl:*', 'COUNT', 1000);
        if (keys.length) await client.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      client.disconnect();
    }
  };
  return { url: url.toString(), cleanup };
}

/** SQLite under the temp DATA_DIR, or a fresh database on BENCH_DATABASE_URL's server. */
export async function benchDatabase(adminUrl) {
  if (!adminUrl)
    return { url: undefined, label: 'SQLite (one file, WAL)', cleanup: async () => {} };
  const name = `nivaas_bench_chat_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL (${url.host})`,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
