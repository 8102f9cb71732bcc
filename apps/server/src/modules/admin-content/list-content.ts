import {
  ADMIN_PAGE_SIZE,
  type AdminContentQuery,
  type AdminPropertyPage,
  type AdminRoommatePage,
  type AdminServicePage,
} from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { Deps } from '../../plugins/events/deps';
import { pendingCounts } from '../reports/index';
import {
  searchProperties,
  searchRoommateProfiles,
  searchServices,
} from './admin-content.repository';

const nameOf = (u: { firstName: string; lastName: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

const filterOf = (query: AdminContentQuery) => ({
  q: query.q,
  status: query.status,
  flagged: query.flagged,
  after: decodeCursor(query.cursor),
  limit: ADMIN_PAGE_SIZE,
});

const nextOf = (rows: { createdAt: string }[], ids: string[]) => {
  const i = Math.min(rows.length, ADMIN_PAGE_SIZE) - 1;
  return rows.length > ADMIN_PAGE_SIZE && i >= 0
    ? encodeCursor({ createdAt: rows[i]!.createdAt, id: ids[i]! })
    : null;
};

/** Listings for moderation, newest first, with their open reports and automatic flags. */
export async function listAdminProperties(
  deps: Pick<Deps, 'db'>,
  query: AdminContentQuery,
): Promise<AdminPropertyPage> {
  const rows = await searchProperties(deps.db, filterOf(query));
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const counts = await pendingCounts(
    deps.db,
    'listing',
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => ({
      id: r.id,
      title: r.title,
      city: r.city,
      type: r.type,
      listingType: r.listingType,
      price: r.listingType === 'rent' ? r.rent : r.salePrice === null ? null : Number(r.salePrice),
      status: r.status,
      ownerId: r.ownerId,
      ownerName: nameOf(r),
      hiddenByAdmin: r.hiddenByAdminAt !== null,
      hiddenReason: r.hiddenReason,
      ownerSuspended: toBool(r.ownerSuspended),
      openReports: counts.get(r.id)?.reports ?? 0,
      automaticFlags: counts.get(r.id)?.flags ?? 0,
      createdAt: r.createdAt,
    })),
    nextCursor: nextOf(
      rows,
      rows.map((r) => r.id),
    ),
  };
}

/** Roommate profiles for moderation, newest first, with their open reports. */
export async function listAdminRoommates(
  deps: Pick<Deps, 'db'>,
  query: AdminContentQuery,
): Promise<AdminRoommatePage> {
  const rows = await searchRoommateProfiles(deps.db, filterOf(query));
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const counts = await pendingCounts(
    deps.db,
    'roommate-profile',
    page.map((r) => r.userId),
  );
  return {
    items: page.map((r) => ({
      id: r.userId,
      name: nameOf(r),
      city: r.city,
      collegeName: r.collegeName,
      paused: toBool(r.paused),
      ownerId: r.userId,
      ownerName: nameOf(r),
      hiddenByAdmin: r.hiddenByAdminAt !== null,
      hiddenReason: r.hiddenReason,
      ownerSuspended: toBool(r.ownerSuspended),
      openReports: counts.get(r.userId)?.reports ?? 0,
      automaticFlags: counts.get(r.userId)?.flags ?? 0,
      createdAt: r.createdAt,
    })),
    nextCursor: nextOf(
      rows,
      rows.map((r) => r.userId),
    ),
  };
}

/** Services for moderation, newest first, with their open reports and automatic flags. */
export async function listAdminServices(
  deps: Pick<Deps, 'db'>,
  query: AdminContentQuery,
): Promise<AdminServicePage> {
  const rows = await searchServices(deps.db, filterOf(query));
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const counts = await pendingCounts(
    deps.db,
    'service',
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => ({
      id: r.id,
      title: r.title,
      category: r.category,
      price: Number(r.price),
      priceType: r.priceType,
      status: r.status,
      ownerId: r.providerId,
      ownerName: nameOf(r),
      hiddenByAdmin: r.hiddenByAdminAt !== null,
      hiddenReason: r.hiddenReason,
      ownerSuspended: Number(r.providerHidden) === 1,
      openReports: counts.get(r.id)?.reports ?? 0,
      automaticFlags: counts.get(r.id)?.flags ?? 0,
      createdAt: r.createdAt,
    })),
    nextCursor: nextOf(
      rows,
      rows.map((r) => r.id),
    ),
  };
}
