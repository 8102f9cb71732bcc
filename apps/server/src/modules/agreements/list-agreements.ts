import { kolkataDate, type AgreementList } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { acceptancesOf, agreementsOf, staysWithoutAgreement } from './agreements.repository';
import { partyOf, presentAgreement } from './present-agreement';

/** The caller's agreements, as owner or tenant, and an owner's confirmed stays still without one. */
export async function listAgreements(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
): Promise<AgreementList> {
  const rows = await agreementsOf(deps.db, userId);
  const acceptances = await acceptancesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    agreements: rows.map((row) => presentAgreement(row, acceptances, partyOf(row, userId)!)),
    staysWithout: await staysWithoutAgreement(deps.db, userId, kolkataDate(deps.clock.now())),
  };
}

export async function getAgreement(
  deps: Pick<Deps, 'db'>,
  row: Parameters<typeof presentAgreement>[0],
  party: Parameters<typeof presentAgreement>[2],
) {
  return presentAgreement(row, await acceptancesOf(deps.db, [row.id]), party);
}
