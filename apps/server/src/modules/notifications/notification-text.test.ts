import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '@nivaas/shared';
import { notificationText } from './notification-text';

/** A notification of each kind as the server stores it: English title and message, and data. */
const STORED: Record<NotificationType, Pick<Notification, 'title' | 'message' | 'data'>> = {
  property_available: {
    title: 'Property available',
    message: 'Lotus Residency is now vacant.',
    data: { propertyTitle: 'Lotus Residency' },
  },
  relisted: {
    title: 'Property relisted',
    message: 'Lotus Residency is available again.',
    data: { propertyTitle: 'Lotus Residency' },
  },
  priceChange: {
    title: 'Price changed',
    message: 'The price of Lotus Residency changed from ₹20,000 to ₹18,000.',
    data: { propertyTitle: 'Lotus Residency', oldPrice: 20000, newPrice: 18000 },
  },
  statusChange: {
    title: 'Status changed',
    message: 'Lotus Residency changed from available to rented.',
    data: { propertyTitle: 'Lotus Residency', oldStatus: 'available', newStatus: 'rented' },
  },
  message: {
    title: 'New message from Asha',
    message: 'Is it still available?',
    data: { senderName: 'Asha', preview: 'Is it still available?' },
  },
  bookingRequested: {
    title: 'New booking request',
    message: 'A booking for Lotus Residency from 1 Dec 2026 to 1 Jun 2027.',
    data: { propertyTitle: 'Lotus Residency', startDate: '2026-12-01', endDate: '2027-06-01' },
  },
  bookingConfirmed: {
    title: 'Booking confirmed',
    message: 'Your stay at Lotus Residency is confirmed.',
    data: { propertyTitle: 'Lotus Residency', startDate: '2026-12-01', endDate: '2027-06-01' },
  },
  bookingCancelled: {
    title: 'Booking cancelled',
    message: 'The stay at Lotus Residency was cancelled.',
    data: { propertyTitle: 'Lotus Residency', cancelledBy: 'owner' },
  },
  rentEscalationDue: {
    title: 'Rent increase coming',
    message: 'Rent of Lotus Residency goes from ₹20,000 to ₹21,000 on 1 Jan 2027.',
    data: {
      propertyTitle: 'Lotus Residency',
      previousRent: 20000,
      newRent: 21000,
      dueAt: '2027-01-01',
    },
  },
  rentEscalationApplied: {
    title: 'Rent increased',
    message: 'Rent of Lotus Residency is now ₹21,000.',
    data: {
      propertyTitle: 'Lotus Residency',
      previousRent: 20000,
      newRent: 21000,
      dueAt: '2027-01-01',
    },
  },
  rentDueReminder: {
    title: 'Rent due soon',
    message: '₹20,000 for Lotus Residency is due on 5 Dec 2026.',
    data: { propertyTitle: 'Lotus Residency', amountPaise: 2_000_000, dueDate: '2026-12-05' },
  },
  applicationSubmitted: {
    title: 'New application',
    message: 'Asha applied for Lotus Residency.',
    data: { propertyTitle: 'Lotus Residency', applicantName: 'Asha' },
  },
  applicationApproved: {
    title: 'Application approved',
    message: 'Your application for Lotus Residency was approved.',
    data: { propertyTitle: 'Lotus Residency' },
  },
  applicationRejected: {
    title: 'Application not accepted',
    message: 'Your application for Lotus Residency was not accepted.',
    data: { propertyTitle: 'Lotus Residency', reason: 'Already let' },
  },
  roommateRequestReceived: {
    title: 'New roommate request',
    message: 'Asha wants to be your roommate.',
    data: { name: 'Asha' },
  },
  roommateRequestAccepted: {
    title: 'Roommate request accepted',
    message: 'Asha accepted your request.',
    data: { name: 'Asha' },
  },
  roommateRequestDeclined: {
    title: 'Roommate request declined',
    message: 'Asha declined your request.',
    data: { name: 'Asha' },
  },
  reportHandled: {
    title: 'Your report was handled',
    message:
      'Thank you. An admin reviewed your report of the listing "Lotus Residency" and took action.',
    data: { targetType: 'listing', status: 'resolved', title: 'Lotus Residency' },
  },
  contentModerated: {
    title: 'Your listing was hidden by an admin',
    message: '"Lotus Residency" was hidden by an admin. Reason: Wrong photos',
    data: {
      contentType: 'listing',
      change: 'hidden',
      title: 'Lotus Residency',
      reason: 'Wrong photos',
    },
  },
  serviceBookingRequested: {
    title: 'New service booking',
    message: 'Asha booked Plumbing on 2 Dec 2026 at 10:00.',
    data: { name: 'Asha', service: 'Plumbing', date: '2026-12-02', time: '10:00' },
  },
  serviceBookingConfirmed: {
    title: 'Service booking confirmed',
    message: 'Ravi confirmed Plumbing on 2 Dec 2026 at 10:00.',
    data: { name: 'Ravi', service: 'Plumbing', date: '2026-12-02', time: '10:00' },
  },
  serviceBookingDeclined: {
    title: 'Service booking declined',
    message: 'Ravi declined Plumbing on 2 Dec 2026.',
    data: { name: 'Ravi', service: 'Plumbing', date: '2026-12-02', time: '10:00' },
  },
  serviceBookingCancelled: {
    title: 'Service booking cancelled',
    message: 'Asha cancelled Plumbing on 2 Dec 2026.',
    data: { name: 'Asha', service: 'Plumbing', date: '2026-12-02', time: '10:00' },
  },
  serviceBookingCompleted: {
    title: 'Service completed',
    message: 'Ravi completed Plumbing.',
    data: { name: 'Ravi', service: 'Plumbing', date: '2026-12-02', time: '10:00' },
  },
  savedSearchMatch: {
    title: 'New match for your search',
    message: 'Lotus Residency matches "2BHK in Hyderabad".',
    data: { propertyTitle: 'Lotus Residency', searchName: '2BHK in Hyderabad' },
  },
  savedSearchDigest: {
    title: 'New homes for your saved search',
    message: '3 new homes match your saved search “2BHK in Hyderabad”.',
    data: { homes: 3, searches: 1, searchName: '2BHK in Hyderabad', query: 'city=Hyderabad' },
  },
  siteVisitRequested: {
    title: 'Visit requested',
    message: 'Asha asked to visit Lotus Residency on 2 Dec 2026 at 10:00 am.',
    data: {
      name: 'Asha',
      propertyTitle: 'Lotus Residency',
      date: '2026-12-02',
      startsAt: '2026-12-02T04:30:00.000Z',
    },
  },
  siteVisitConfirmed: {
    title: 'Visit confirmed',
    message: 'Your visit to Lotus Residency is confirmed.',
    data: { name: 'Ravi', propertyTitle: 'Lotus Residency', date: '2026-12-02' },
  },
  siteVisitDeclined: {
    title: 'Visit declined',
    message: 'Ravi declined your visit to Lotus Residency.',
    data: { name: 'Ravi', propertyTitle: 'Lotus Residency', date: '2026-12-02' },
  },
  siteVisitProposed: {
    title: 'New time proposed',
    message: 'Ravi proposed another time for Lotus Residency.',
    data: { name: 'Ravi', propertyTitle: 'Lotus Residency', date: '2026-12-03' },
  },
  siteVisitReminder: {
    title: 'Site visit tomorrow',
    message: 'Your visit to Lotus Residency is tomorrow.',
    data: { propertyTitle: 'Lotus Residency', moment: 'evening', role: 'seeker' },
  },
  verificationApproved: {
    title: 'You are a verified owner',
    message: 'An admin approved your document for Lotus Residency.',
    data: { subjectType: 'listing', title: 'Lotus Residency' },
  },
  verificationRejected: {
    title: 'Your verification document was rejected',
    message: 'An admin rejected your document for Lotus Residency. Reason: Blurred',
    data: { subjectType: 'listing', title: 'Lotus Residency', reason: 'Blurred' },
  },
};

/** Each language's own script: a text in it holds at least one of these letters. */
const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/, ta: /[\u0B80-\u0BFF]/ } as const;

describe('push and mail texts of every notification kind', () => {
  for (const type of NOTIFICATION_TYPES)
    for (const lang of ['hi', 'te', 'ta'] as const)
      it(`words ${type} in ${lang}, not in the stored English`, () => {
        const stored = STORED[type];
        expect(stored, `no sample of ${type}`).toBeDefined();
        const { title, body } = notificationText(lang, { type, ...stored });
        expect(title).not.toBe(stored.title);
        expect(title).toMatch(SCRIPT[lang]);
        // A message's text is the sender's own words, shown as they wrote them.
        if (type === 'message') expect(body).toBe(stored.data.preview);
        else {
          expect(body).not.toBe(stored.message);
          expect(body).toMatch(SCRIPT[lang]);
        }
        expect(`${title} ${body}`).not.toContain('notifications.');
        expect(`${title} ${body}`).not.toMatch(/\{\{/);
      });

  it('keeps the stored English for an English reader', () => {
    const stored = STORED.priceChange;
    expect(notificationText('en', { type: 'priceChange', ...stored })).toEqual({
      title: stored.title,
      body: stored.message,
    });
  });

  it('names a listing’s status and a price drop in the reader’s words', () => {
    const status = notificationText('hi', { type: 'statusChange', ...STORED.statusChange });
    expect(status.body).toContain('किराये पर दिया');
    expect(status.body).toContain('उपलब्ध');
    const price = notificationText('te', { type: 'priceChange', ...STORED.priceChange });
    expect(price.title).toBe('ధర తగ్గింది');
    expect(price.body).toContain('Lotus Residency');
  });
});
