import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from './client';
import { CompiledStatements, compiledStatementsOf } from './compiled-statements';

const database = createDb({ dataDir: '.', sqliteFile: ':memory:' });
const { db } = database;
afterAll(() => database.close());

/** A statement that echoes its bound values back, and counts how often it was built. */
function echo() {
  const built = { count: 0 };
  const build = (v: { at: string; id: string }) => {
    built.count += 1;
    return db.selectNoFrom([sql<string>`${v.at}`.as('at'), sql<string>`${v.id}`.as('id')]);
  };
  return { built, build };
}

type Echo = ReturnType<typeof echo>;
const run = async (
  statements: CompiledStatements,
  { build }: Echo,
  key: string,
  v: { at: string; id: string },
) => (await db.executeQuery(statements.compile(key, v, build))).rows[0];

describe('compiled statements', () => {
  it('build a statement once per key and run it with each call’s values', async () => {
    const statements = new CompiledStatements();
    const e = echo();
    expect(await run(statements, e, 'a', { at: '2026-01-01', id: 'x' })).toEqual({
      at: '2026-01-01',
      id: 'x',
    });
    expect(await run(statements, e, 'a', { at: '2026-02-02', id: 'y' })).toEqual({
      at: '2026-02-02',
      id: 'y',
    });
    expect(e.built.count).toBe(1);
    // Another key is another statement.
    await run(statements, e, 'b', { at: '2026-03-03', id: 'z' });
    expect(e.built.count).toBe(2);
  });

  it('compile afresh, with the right values, a statement that uses a value other than as a parameter', async () => {
    const statements = new CompiledStatements();
    let built = 0;
    const computed = (v: { at: string }) => {
      built += 1;
      return db.selectNoFrom(sql<string>`${'day ' + v.at}`.as('at'));
    };
    const raw = (v: { at: string }) => {
      built += 1;
      return db.selectNoFrom(sql.raw<string>(`'${v.at}'`).as('at'));
    };
    const unused = (_v: { at: string }) => {
      built += 1;
      return db.selectNoFrom(sql<string>`${'fixed'}`.as('at'));
    };
    for (const [key, build, expected] of [
      ['computed', computed, (at: string) => `day ${at}`],
      ['raw', raw, (at: string) => at],
      ['unused', unused, () => 'fixed'],
    ] as const) {
      built = 0;
      for (const at of ['one', 'two']) {
        const { rows } = await db.executeQuery(statements.compile(key, { at }, build));
        expect(rows[0], key).toEqual({ at: expected(at) });
      }
      // The marker build, then one build per call.
      expect(built, key).toBe(3);
    }
  });

  it('keep at most their limit, dropping the least recently used', async () => {
    const statements = new CompiledStatements(2);
    const e = echo();
    const v = { at: 't', id: 'i' };
    await run(statements, e, 'a', v);
    await run(statements, e, 'b', v);
    await run(statements, e, 'a', v);
    await run(statements, e, 'c', v); // drops b, the least recently used
    expect(statements.size).toBe(2);
    expect(e.built.count).toBe(3);
    await run(statements, e, 'a', v);
    expect(e.built.count).toBe(3);
    await run(statements, e, 'b', v);
    expect(e.built.count).toBe(4);
  });
  it('reuse a whole row inserted and an update by expressions, across transactions, with nulls and numbers', async () => {
    // The shapes of a chat send (conversations.repository.ts): each is built once.
    await sql`create table jot (id text primary key, n integer not null, note text)`.execute(db);
    const jots = db.withTables<{ jot: { id: string; n: number; note: string | null } }>();
    type Jots = typeof jots;
    let built = 0;
    const insert = (tx: Jots, row: { id: string; n: number; note: string | null }) =>
      tx.executeQuery(
        compiledStatementsOf(tx).compile('test.insert-jot', { ...row }, (v) => {
          built += 1;
          return tx.insertInto('jot').values(v);
        }),
      );
    const bump = (tx: Jots, id: string, note: string) =>
      tx.executeQuery(
        compiledStatementsOf(tx).compile('test.bump-jot', { id, note }, (v) => {
          built += 1;
          return tx
            .updateTable('jot')
            .set((eb) => ({ n: eb('n', '+', 1), note: v.note }))
            .where('id', '=', v.id)
            .returningAll();
        }),
      );
    for (const [id, note] of [
      ['a', null],
      ['b', 'second'],
    ] as const) {
      await jots.transaction().execute(async (trx) => {
        await insert(trx, { id, n: 7, note });
        const { rows } = await bump(trx, id, `bumped ${id}`);
        expect(rows).toEqual([{ id, n: 8, note: `bumped ${id}` }]);
      });
    }
    const { rows } = await sql`select id, n, note from jot order by id`.execute(db);
    expect(rows).toEqual([
      { id: 'a', n: 8, note: 'bumped a' },
      { id: 'b', n: 8, note: 'bumped b' },
    ]);
    // One marker build of each statement, none after.
    expect(built).toBe(2);
  });
});
