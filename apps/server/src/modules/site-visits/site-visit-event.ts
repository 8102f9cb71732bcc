import type { SiteVisitStatus } from '@nivaas/shared';
import type { SiteVisitEvent } from './site-visits.events';
import type { SiteVisitView } from './site-visits.repository';

/** The event of a change to `view` (as it was read) made by `actorId`. */
export function siteVisitEvent(
  view: Pick<
    SiteVisitView,
    | 'id'
    | 'propertyId'
    | 'propertyTitle'
    | 'ownerId'
    | 'seekerId'
    | 'ownerFirstName'
    | 'ownerLastName'
    | 'seekerFirstName'
    | 'seekerLastName'
  >,
  change: { status: SiteVisitStatus; date: string; time: string; actorId: string; at: string },
): SiteVisitEvent {
  const byOwner = change.actorId === view.ownerId;
  const actorName = (
    byOwner
      ? `${view.ownerFirstName} ${view.ownerLastName}`
      : `${view.seekerFirstName} ${view.seekerLastName}`
  ).trim();
  return {
    visitId: view.id,
    propertyId: view.propertyId,
    propertyTitle: view.propertyTitle,
    ownerId: view.ownerId,
    seekerId: view.seekerId,
    actorId: change.actorId,
    actorName,
    date: change.date,
    time: change.time,
    status: change.status,
    at: change.at,
  };
}
