import type { ReportTargetSummary, ReportTargetType } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { commentOf } from '../comments/index';
import { messageParties } from '../conversations/index';
import { readListing } from '../properties/index';
import { getOwnRoommateProfile } from '../roommates/index';
import { findBookableService } from '../services/index';
import { namesOf } from './reports.repository';

/** A reported item as the rules and the admin need it: whose it is, what to call it, where. */
export interface ReportTarget {
  ownerId: string;
  title: string;
  url: string | null;
  /** Only the two people of a chat message may report it. */
  parties?: readonly string[];
}

const EXCERPT = 80;
const excerpt = (s: string) => (s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s);
const fullName = (p: { firstName: string; lastName: string } | undefined) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ') || 'A Nivaas member';
const enc = encodeURIComponent;

/** The item, or null when it does not exist. */
export async function findReportTarget(
  deps: Pick<Deps, 'db'>,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget | null> {
  switch (type) {
    case 'listing': {
      const row = await readListing(deps.db, id);
      return row ? { ownerId: row.ownerId, title: row.title, url: `/properties/${enc(id)}` } : null;
    }
    case 'roommate-profile': {
      if (!(await getOwnRoommateProfile(deps, id))) return null;
      const names = await namesOf(deps.db, [id]);
      return { ownerId: id, title: fullName(names.get(id)), url: `/roommates/profile/${enc(id)}` };
    }
    case 'user': {
      const names = await namesOf(deps.db, [id]);
      return names.has(id)
        ? { ownerId: id, title: fullName(names.get(id)), url: `/user/${enc(id)}` }
        : null;
    }
    case 'comment': {
      const c = await commentOf(deps, id);
      return c
        ? { ownerId: c.userId, title: excerpt(c.content), url: `/properties/${enc(c.propertyId)}` }
        : null;
    }
    case 'message': {
      const m = await messageParties(deps, id);
      return m
        ? {
            ownerId: m.senderId,
            title: excerpt(m.content),
            url: null,
            parties: [m.senderId, m.receiverId],
          }
        : null;
    }
    case 'service': {
      // A paused or hidden service can still be reported: the report is about what was seen.
      const svc = await findBookableService(deps.db, id);
      return svc
        ? {
            ownerId: svc.providerId,
            title: svc.title,
            url: `/service-providers/${enc(svc.providerId)}`,
          }
        : null;
    }
  }
}

/** What the queue shows of an item; nulls once it is gone. */
export async function targetSummary(
  deps: Pick<Deps, 'db'>,
  type: ReportTargetType,
  id: string,
): Promise<ReportTargetSummary> {
  const target = await findReportTarget(deps, type, id);
  if (!target) return { title: null, ownerId: null, ownerName: null, url: null };
  const names = await namesOf(deps.db, [target.ownerId]);
  return {
    title: target.title,
    ownerId: target.ownerId,
    ownerName: names.has(target.ownerId) ? fullName(names.get(target.ownerId)) : null,
    url: target.url,
  };
}
