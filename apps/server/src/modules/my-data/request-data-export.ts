import { randomBytes } from 'node:crypto';
import { MY_DATA_LIMITS, type MyDataExportState } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Deps } from '../../plugins/events/deps';
import { collectMyData } from './collect-my-data';
import {
  countExportsSince,
  insertExport,
  latestExportOf,
  markExportFailed,
  markExportReady,
} from './data-exports.repository';
import { toDataExport } from './present-data-export';

const HOUR_MS = 60 * 60_000;

/**
 * Asks for a copy of the caller's data: at most `exportsPerDay` a day and one at a time. The
 * copy is made in the background on this instance (`runInBackground`); the answer says it is being prepared, and
 * the caller reads its state until it is ready.
 */
export async function requestDataExport(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'log'>,
  runInBackground: (job: () => Promise<void>) => void,
  userId: string,
): Promise<MyDataExportState> {
  const now = deps.clock.now();
  const latest = await latestExportOf(deps.db, userId);
  if (latest?.status === 'preparing') throw new AppError('my-data.export-busy');
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS).toISOString();
  if ((await countExportsSince(deps.db, userId, dayAgo)) >= MY_DATA_LIMITS.exportsPerDay)
    throw new AppError('my-data.export-rate-limited');
  const row = {
    id: newId(),
    userId,
    status: 'preparing',
    // 256 random bits: the link cannot be guessed, and it works only for its owner's session.
    token: randomBytes(32).toString('base64url'),
    content: null,
    requestedAt: now.toISOString(),
    readyAt: null,
    expiresAt: null,
  };
  // The database holds one in the making per person: a twin request at the same moment loses.
  await insertExport(deps.db, row).catch((err: unknown) => {
    throw isUniqueViolation(err) ? new AppError('my-data.export-busy') : err;
  });
  runInBackground(() => buildDataExport(deps, row.id, userId));
  return { export: toDataExport(row) };
}

/** Makes the copy and stores it, ready for `exportLinkHours`; a failure is recorded as such. */
export async function buildDataExport(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'log'>,
  id: string,
  userId: string,
): Promise<void> {
  try {
    const content = JSON.stringify(await collectMyData(deps, userId), null, 2);
    const readyAt = deps.clock.now();
    const expiresAt = new Date(readyAt.getTime() + MY_DATA_LIMITS.exportLinkHours * HOUR_MS);
    await markExportReady(deps.db, id, content, readyAt.toISOString(), expiresAt.toISOString());
  } catch (err) {
    deps.log.error({ err, exportId: id }, 'data export failed');
    await markExportFailed(deps.db, id).catch(() => undefined);
  }
}
