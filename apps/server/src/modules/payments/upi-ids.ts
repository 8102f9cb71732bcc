import type { Deps } from '../../plugins/events/deps';
import { findUpiId, saveUpiId } from './payments.repository';

/** The UPI ID a person is paid at (the owner for rent, a provider for a service), or null. */
export async function getMyUpiId(deps: Pick<Deps, 'db'>, userId: string) {
  const row = await findUpiId(deps.db, userId);
  return row ? { vpa: row.vpa, payeeName: row.payeeName, updatedAt: row.updatedAt } : null;
}

export async function saveMyUpiId(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: { vpa: string; payeeName: string },
) {
  const row = { userId, ...input, updatedAt: deps.clock.now().toISOString() };
  await saveUpiId(deps.db, row);
  return { vpa: row.vpa, payeeName: row.payeeName, updatedAt: row.updatedAt };
}
