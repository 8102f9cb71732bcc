import type { ProviderPage } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findProviderPerson } from '../users/index';
import { approvedProviders } from '../verifications/index';
import { toServiceCard } from './present-service';
import { canSeeUnlisted } from './services.policy';
import { providerRating, servicesOfProvider } from './services.repository';

/** How many services a provider page lists; a provider offers far fewer. */
const PAGE_SERVICES = 50;

/**
 * A provider's public page: the person, their rating over every review, and their listed
 * services (paused ones too for the provider themself and admins).
 */
export async function getProviderPage(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth | null,
  providerId: string,
): Promise<ProviderPage> {
  const person = await findProviderPerson(deps.db, providerId);
  if (!person) throw new AppError('service.provider-not-found');
  const [rows, rating, verified] = await Promise.all([
    servicesOfProvider(deps.db, providerId, canSeeUnlisted(caller, providerId), PAGE_SERVICES),
    providerRating(deps.db, providerId),
    approvedProviders(deps.db, [providerId]),
  ]);
  const badges = {
    ...(person.phoneVerified ? { providerPhoneVerified: true as const } : {}),
    ...(verified.has(providerId) ? { providerVerified: true as const } : {}),
  };
  return {
    provider: { ...person, ...rating, ...(verified.has(providerId) ? { verified: true } : {}) },
    services: rows.map((row) => ({ ...toServiceCard(deps.storage, row), ...badges })),
  };
}
