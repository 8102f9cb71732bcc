import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Emit } from '../../plugins/events/app-events';
import { readListing } from '../properties/index';
import { nextRentAfter } from './present-rent-escalation';
import { claimUpcomingNotice, findSetting, insertNotices } from './rent-escalations.repository';
import { tenantsOfListing } from './tenants-of-listing';

/**
 * Tells the owner and the tenants, once, that the increase due at `seenDue` is coming (sent from
 * 30 days before). The claim on the setting's row comes first, so of two instances only one
 * sends; the notices' unique key would keep a repeat out all the same. Returns how many
 * notices were stored.
 */
export async function sendUpcomingNotice(
  trx: Kysely<Database>,
  emit: Emit,
  input: { propertyId: string; seenDue: string; now: Date },
): Promise<number> {
  const { propertyId, seenDue, now } = input;
  if (!(await claimUpcomingNotice(trx, propertyId, seenDue))) return 0;
  const setting = await findSetting(trx, propertyId);
  const listing = await readListing(trx, propertyId);
  if (!setting || !listing) return 0;
  const previousRent = listing.rent ?? Number(setting.currentRent);
  const newRent = nextRentAfter(previousRent, setting);
  const at = now.toISOString();
  const tenantIds = await tenantsOfListing(trx, propertyId, now);
  const recipients = await insertNotices(
    trx,
    [
      { userId: listing.ownerId, role: 'owner' as const },
      ...tenantIds.map((userId) => ({ userId, role: 'tenant' as const })),
    ].map(({ userId, role }) => ({
      id: newId(),
      propertyId,
      userId,
      recipientRole: role,
      kind: 'upcoming',
      dueAt: seenDue,
      previousRent,
      newRent,
      createdAt: at,
      acknowledgedAt: null,
    })),
  );
  if (recipients.length === 0) return 0;
  emit('rent-escalation.notice-due', {
    propertyId,
    propertyTitle: listing.title,
    ownerId: listing.ownerId,
    kind: 'upcoming',
    dueAt: seenDue,
    previousRent,
    newRent,
    recipients: recipients.map((r) => ({
      noticeId: r.id,
      userId: r.userId,
      role: r.recipientRole as 'tenant' | 'owner',
    })),
    tenantIds,
  });
  return recipients.length;
}
