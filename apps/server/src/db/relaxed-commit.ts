import { sql, type Kysely, type Transaction } from 'kysely';

/**
 * Commits that survive a crash of the process at once and reach the disk within a second
 * (decision 078). SQLite's `synchronous = FULL` makes every commit wait for an `fsync` of the
 * write-ahead log, on the event loop, because better-sqlite3 is synchronous. A relaxed commit is
 * written to the log without that wait (`synchronous = NORMAL` for its one transaction): it is
 * in the file, so a `kill -9` of the server loses nothing, and SQLite stays consistent after
 * anything. The log is then synced for all relaxed commits together within
 * `RELAXED_SYNC_WITHIN_MS` (a passive checkpoint syncs it first), or sooner by the next full
 * commit of any other write. Only a power cut or an operating-system crash inside that second
 * can undo one. On PostgreSQL a relaxed commit is an ordinary transaction.
 */
export const RELAXED_SYNC_WITHIN_MS = 1000;

interface RelaxedSqlite {
  /** A sync of the log is due; set while its timer is pending. */
  syncTimer: NodeJS.Timeout | undefined;
  closed: boolean;
}

const relaxedSqlite = new WeakMap<Kysely<never>, RelaxedSqlite>();

/** Marks a SQLite database (opened with `synchronous = FULL`) as one whose commits may relax. */
export function allowRelaxedCommits<DB>(db: Kysely<DB>): { close: () => Promise<void> } {
  const state: RelaxedSqlite = { syncTimer: undefined, closed: false };
  relaxedSqlite.set(db as unknown as Kysely<never>, state);
  return {
    /** Syncs what is waiting now, and stops taking relaxed commits' syncs. */
    close: async () => {
      state.closed = true;
      if (state.syncTimer) {
        clearTimeout(state.syncTimer);
        state.syncTimer = undefined;
        await syncLog(db);
      }
    },
  };
}

/**
 * Runs `work` in one transaction whose commit is relaxed (see above). Kept for writes a person
 * can see and send again, and that must not wait on the disk: a chat message.
 */
export async function relaxedTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const state = relaxedSqlite.get(db as unknown as Kysely<never>);
  if (!state || state.closed) return db.transaction().execute(work);
  // One connection for the setting and the transaction: nothing else runs between them.
  const result = await db.connection().execute(async (conn) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(conn);
    try {
      return await conn.transaction().execute(work);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(conn);
    }
  });
  state.syncTimer ??= setTimeout(() => {
    state.syncTimer = undefined;
    // A failed sync leaves the commits in the log, which the next commit or checkpoint syncs.
    syncLog(db).catch(() => undefined);
  }, RELAXED_SYNC_WITHIN_MS).unref();
  return result;
}

/** A passive checkpoint syncs the write-ahead log before it copies anything back. */
async function syncLog<DB>(db: Kysely<DB>): Promise<void> {
  await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
}
