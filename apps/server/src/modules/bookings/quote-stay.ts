import { kolkataDate, quoteStay, type StayDates, type StayQuoteResult } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { checkStayDates, findBookableListing } from './stay-rules';

/** What a stay would cost at the listing's rent today; shown before the tenant confirms. */
export async function quoteListingStay(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  propertyId: string,
  dates: StayDates,
): Promise<StayQuoteResult> {
  const listing = await findBookableListing(deps.db, caller, propertyId);
  checkStayDates(dates, kolkataDate(deps.clock.now()));
  return { propertyId, ...dates, ...quoteStay({ monthlyRent: listing.rent, ...dates }) };
}
