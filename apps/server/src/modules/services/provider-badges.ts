import type { ServiceCard } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { phoneVerifiedAmong } from '../users/index';
import { approvedProviders } from '../verifications/index';

/**
 * Cards with their providers' badges ("Phone verified", "Verified provider"): two lookups by the
 * page's provider ids, whatever the number of cards.
 */
export async function withProviderBadges(
  deps: Pick<Deps, 'db'>,
  cards: ServiceCard[],
): Promise<ServiceCard[]> {
  const ids = [...new Set(cards.map((c) => c.providerId))];
  if (ids.length === 0) return cards;
  const [phone, verified] = await Promise.all([
    phoneVerifiedAmong(deps.db, ids),
    approvedProviders(deps.db, ids),
  ]);
  return cards.map((c) => ({
    ...c,
    ...(phone.has(c.providerId) ? { providerPhoneVerified: true as const } : {}),
    ...(verified.has(c.providerId) ? { providerVerified: true as const } : {}),
  }));
}
