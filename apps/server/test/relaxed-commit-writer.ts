// A server-like process for relaxed-commit.test.ts: opens the app's SQLite database in the data
// directory it is given, then stores rows with relaxed commits and prints the number of each
// once its commit has returned, until it is killed.
import { sql } from 'kysely';
import { createDb } from '../src/db/client';
import { relaxedTransaction } from '../src/db/relaxed-commit';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: relaxed-commit-writer <dataDir>');
const { db } = createDb({ dataDir });
await sql`CREATE TABLE IF NOT EXISTS acked (n INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db);
for (let n = 1; ; n += 1) {
  await relaxedTransaction(db, async (trx) => {
    await sql`INSERT INTO acked (n, body) VALUES (${n}, ${`message ${n}`})`.execute(trx);
  });
  process.stdout.write(`${n}\n`);
}
