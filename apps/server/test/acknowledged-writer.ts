// A server-like process for acknowledged-writes.test.ts: opens the app's SQLite database in the
// data directory it is given, then stores rows, one transaction each, and prints the number of
// each once its commit has returned (acknowledged), until it is killed.
import { sql } from 'kysely';
import { createDb } from '../src/db/client';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: acknowledged-writer <dataDir>');
const { db } = createDb({ dataDir });
await sql`CREATE TABLE IF NOT EXISTS acked (n INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
for (let n = 1; ; n += 1) {
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO acked (n, body) VALUES (${n}, ${`message ${n}`})`.execute(trx);
  });
  process.stdout.write(`${n}\n`);
}
