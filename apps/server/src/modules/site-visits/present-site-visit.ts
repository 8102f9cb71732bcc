import type { SiteVisit } from '@nivaas/shared';
import type { SiteVisitView } from './site-visits.repository';

const nameOf = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim();

export const toSiteVisit = (v: SiteVisitView): SiteVisit => ({
  id: v.id,
  propertyId: v.propertyId,
  propertyTitle: v.propertyTitle,
  ownerId: v.ownerId,
  ownerName: nameOf(v.ownerFirstName, v.ownerLastName),
  seekerId: v.seekerId,
  seekerName: nameOf(v.seekerFirstName, v.seekerLastName),
  date: v.date,
  time: v.time,
  startsAt: v.startsAt,
  status: v.status,
  proposedDate: v.proposedDate,
  proposedTime: v.proposedTime,
  note: v.note,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});
