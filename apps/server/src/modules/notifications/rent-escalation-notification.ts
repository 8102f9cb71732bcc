import type { Notification } from '@nivaas/shared';
import type { NoticeRecipient, RentEscalationNoticeEvent } from '../rent-escalations/index';
import type { NewNotification } from './new-notification';
import type { MailLink } from './notification-mail';

const rupees = (value: number): string => `₹${new Intl.NumberFormat('en-IN').format(value)}`;

/** The Asia/Kolkata date of an instant, as an English reader writes it ("1 March 2026"). */
export const indianDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' }).format(
    new Date(iso),
  );

/** What the web app words a rent notice from; `noticeId` is what the tenant acknowledges. */
const noticeData = (
  event: RentEscalationNoticeEvent,
  recipient: NoticeRecipient,
): Notification['data'] => ({
  propertyTitle: event.propertyTitle,
  previousRent: event.previousRent,
  newRent: event.newRent,
  dueAt: event.dueAt,
  noticeId: recipient.noticeId,
  recipientRole: recipient.role,
});

/** One notification per notice stored: the owner's and each tenant's. */
export const rentNotifications = (
  event: RentEscalationNoticeEvent,
  type: 'rentEscalationDue' | 'rentEscalationApplied',
  words: { title: string; message: string },
): NewNotification[] =>
  event.recipients.map((recipient) => ({
    userId: recipient.userId,
    type,
    propertyId: event.propertyId,
    title: words.title,
    message: words.message,
    data: noticeData(event, recipient),
  }));

/** The owner acts on their listing's page; a tenant acknowledges from their home. */
export const rentMailLink = (event: RentEscalationNoticeEvent): MailLink => ({
  pathFor: Object.fromEntries(
    event.recipients.map((r) => [
      r.userId,
      r.role === 'owner' ? `/owner/properties/${event.propertyId}` : '/tenant',
    ]),
  ),
  cta: 'See the rent',
});

export { rupees };
