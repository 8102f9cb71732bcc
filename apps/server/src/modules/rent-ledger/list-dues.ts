import { kolkataDate, type Due, type DueState, type LedgerSide } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { toDue } from './present-due';
import { listDueViews } from './rent-ledger.read';

/** The caller's own dues, as the tenant who pays them or the owner who is paid. */
export async function listDues(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  query: { as: LedgerSide; state?: DueState | undefined; limit: number },
): Promise<Due[]> {
  const today = kolkataDate(deps.clock.now());
  const rows = await listDueViews(deps.db, query.as, userId, today, query.state, query.limit);
  return rows.map((row) => toDue(row, today));
}
