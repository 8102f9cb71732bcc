import type { MyDataExportState } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { findOwnExport, latestExportOf } from './data-exports.repository';
import { toDataExport } from './present-data-export';

/** The caller's latest copy; one whose link has expired reads as none (the sweep removes it). */
export async function getDataExportState(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
): Promise<MyDataExportState> {
  const row = await latestExportOf(deps.db, userId);
  const now = deps.clock.now().toISOString();
  if (!row || (row.expiresAt !== null && row.expiresAt <= now)) return { export: null };
  return { export: toDataExport(row) };
}

/**
 * The file behind a link: only its owner, only while ready and unexpired. Anything else (a
 * wrong token, someone else's, an expired one) reads the same: not found.
 */
export async function downloadDataExport(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  token: string,
): Promise<{ content: Record<string, unknown>; fileName: string }> {
  const row = await findOwnExport(deps.db, userId, token);
  const now = deps.clock.now().toISOString();
  if (!row || row.status !== 'ready' || !row.content || !row.expiresAt || row.expiresAt <= now)
    throw new AppError('my-data.export-not-found');
  return {
    content: JSON.parse(row.content) as Record<string, unknown>,
    fileName: `nivaas-my-data-${(row.readyAt ?? row.requestedAt).slice(0, 10)}.json`,
  };
}
