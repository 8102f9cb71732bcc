import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/build-test-app';
import { capturingLogger, messagesOf } from '../../../test/captured-log';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit';
import { AppEventBus } from './app-event-bus';
import { inTransaction } from './transaction';

declare module './app-events' {
  interface AppEventMap {
    'test.happened': { id: string };
    'test.followed': { id: string };
  }
}

let database: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDb());
});
afterAll(() => drop());

const auditCount = async (targetId: string) =>
  (await database.db.selectFrom('audit_log').where('targetId', '=', targetId).selectAll().execute())
    .length;

describe('inTransaction', () => {
  it('delivers events only after commit, with in-transaction writes committed alongside', async () => {
    const bus = new AppEventBus(capturingLogger().log);
    const seenAfterCommit: string[] = [];
    bus.onInTransaction('test.happened', async ({ id }, { trx, emit }) => {
      await recordAudit(trx, { actorId: null, action: 'test', targetType: 't', targetId: id });
      emit('test.followed', { id });
    });
    bus.onAfterCommit('test.happened', async ({ id }) => {
      // The change is visible to anyone who reads once this runs.
      seenAfterCommit.push(`happened:${id}:${await auditCount(id)}`);
    });
    bus.onAfterCommit('test.followed', ({ id }) => {
      seenAfterCommit.push(`followed:${id}`);
    });
    await inTransaction({ db: database.db, bus }, async (_trx, emit) => {
      emit('test.happened', { id: 'a1' });
      expect(seenAfterCommit).toEqual([]);
    });
    expect(seenAfterCommit).toEqual(['happened:a1:1', 'followed:a1']);
  });

  it('publishes nothing and keeps nothing when the work throws', async () => {
    const bus = new AppEventBus(capturingLogger().log);
    const delivered: string[] = [];
    bus.onInTransaction('test.happened', async ({ id }, { trx }) => {
      await recordAudit(trx, { actorId: null, action: 'test', targetType: 't', targetId: id });
    });
    bus.onAfterCommit('test.happened', ({ id }) => {
      delivered.push(id);
    });
    await expect(
      inTransaction({ db: database.db, bus }, async (_trx, emit) => {
        emit('test.happened', { id: 'b1' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(delivered).toEqual([]);
    expect(await auditCount('b1')).toBe(0);
  });

  it('rolls the change back when an in-transaction subscriber fails', async () => {
    const bus = new AppEventBus(capturingLogger().log);
    bus.onInTransaction('test.happened', () => {
      throw new Error('subscriber failed');
    });
    await expect(
      inTransaction({ db: database.db, bus }, async (trx, emit) => {
        await recordAudit(trx, { actorId: null, action: 'test', targetType: 't', targetId: 'c1' });
        emit('test.happened', { id: 'c1' });
      }),
    ).rejects.toThrow('subscriber failed');
    expect(await auditCount('c1')).toBe(0);
  });

  it('logs a failing after-commit subscriber and still runs the others', async () => {
    const captured = capturingLogger();
    const bus = new AppEventBus(captured.log);
    const delivered: string[] = [];
    bus.onAfterCommit('test.happened', () => {
      throw new Error('mail down');
    });
    bus.onAfterCommit('test.happened', ({ id }) => {
      delivered.push(id);
    });
    await inTransaction({ db: database.db, bus }, async (_trx, emit) => {
      emit('test.happened', { id: 'd1' });
    });
    expect(delivered).toEqual(['d1']);
    expect(messagesOf(captured.lines)).toContain('event handler failed after commit');
  });
});
