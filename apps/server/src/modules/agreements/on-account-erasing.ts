import type { AgreementTerms } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** The name every screen and paper shows for a deleted account (decision 041). */
const FORMER_MEMBER = 'Former member';

/**
 * An account being deleted (decisions 041 and 069): the agreements they are a party to stay, the
 * other party's record of the stay, but their name in the terms becomes "Former member" and the
 * address their acceptance was given from goes. The hashes recorded at acceptance stay as they
 * were: they attest the version both accepted, which a copy printed then still matches.
 */
export function onAccountErasing(deps: Pick<Deps, 'bus'>): void {
  deps.bus.onInTransaction('account.erasing', async ({ userId }, { trx }) => {
    const rows = await trx
      .selectFrom('rental_agreements')
      .select(['id', 'ownerId', 'tenantId', 'terms'])
      .where((eb) => eb.or([eb('ownerId', '=', userId), eb('tenantId', '=', userId)]))
      .execute();
    for (const row of rows) {
      const terms = JSON.parse(row.terms) as AgreementTerms;
      if (row.ownerId === userId) terms.ownerName = FORMER_MEMBER;
      if (row.tenantId === userId) terms.tenantName = FORMER_MEMBER;
      await trx
        .updateTable('rental_agreements')
        .set({ terms: JSON.stringify(terms) })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .updateTable('agreement_acceptances')
      .set({ ip: '' })
      .where('userId', '=', userId)
      .execute();
  });
}
