import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n } from 'i18next';
import type { Notification } from '@nivaas/shared';
import { describeNotification, type Translate } from './describe';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/*/{notifications,property}.json', {
  eager: true,
  import: 'default',
});
const file = (lng: string, ns: string) => files[`../../../locales/${lng}/${ns}.json`]!;

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['notifications', 'property'],
    defaultNS: 'notifications',
    resources: {
      en: { notifications: file('en', 'notifications'), property: file('en', 'property') },
      hi: { notifications: file('hi', 'notifications'), property: file('hi', 'property') },
    },
    interpolation: { escapeValue: false },
  });
});

function say(lng: 'en' | 'hi', n: Pick<Notification, 'type' | 'data'>) {
  const t = i18n.getFixedT(lng, 'notifications') as unknown as Translate<'notifications'>;
  const tp = i18n.getFixedT(lng, 'property');
  return describeNotification(n, t, (s) => tp(`status.${s}`, { defaultValue: s }));
}

describe('describeNotification: each type in the reader’s words', () => {
  it('property_available names the listing', () => {
    expect(
      say('en', { type: 'property_available', data: { propertyTitle: 'Sunny 2 BHK' } }),
    ).toEqual({
      title: 'Property available',
      body: 'Sunny 2 BHK is available now.',
    });
  });

  it('a saved-search match names the listing and the search, in Hindi too', () => {
    const n = {
      type: 'savedSearchMatch',
      data: { propertyTitle: 'Sunny 2 BHK', searchName: 'Near work' },
    } as const;
    expect(say('en', n)).toEqual({
      title: 'New home for your saved search',
      body: 'Sunny 2 BHK matches your saved search “Near work”.',
    });
    expect(say('hi', n).body).toContain('Near work');
    expect(say('hi', n).title).not.toBe(say('en', n).title);
  });

  it('a service booking says its hour the way the booking card does (2:00 pm – 3:00 pm)', () => {
    const n = {
      type: 'serviceBookingRequested',
      data: { name: 'Asha', service: 'Deep cleaning', date: '2026-12-02', time: '14:00-15:00' },
    } as const;
    expect(say('en', n).body).toMatch(
      /^Asha asked for "Deep cleaning" on 2 Dec 2026 at 2:00\spm – 3:00\spm\.$/,
    );
    expect(say('en', n).body).not.toContain('14:00');
  });

  it('a visit reminder tells the seeker their visit and the owner who comes, the evening before and the day', () => {
    const data = {
      propertyTitle: 'Gulmohar Villa',
      name: 'Asha Rao',
      date: '2026-12-10',
      startsAt: '2026-12-10T05:30:00.000Z',
    };
    const seeker = say('en', {
      type: 'siteVisitReminder',
      data: { ...data, role: 'seeker', moment: 'evening' },
    });
    expect(seeker.title).toBe('Site visit tomorrow');
    expect(seeker.body).toMatch(/^Your visit to Gulmohar Villa is on 10 Dec 2026 at 11:00\sam\.$/);
    const owner = say('en', {
      type: 'siteVisitReminder',
      data: { ...data, role: 'owner', moment: 'soon' },
    });
    expect(owner.title).toBe('Site visit today');
    expect(owner.body).toMatch(/^Asha Rao visits Gulmohar Villa on 10 Dec 2026 at 11:00\sam\.$/);
    expect(
      say('hi', { type: 'siteVisitReminder', data: { ...data, role: 'owner' } }).body,
    ).toContain('Asha Rao');
  });

  it('relisted names the listing', () => {
    expect(say('en', { type: 'relisted', data: { propertyTitle: 'Lake View' } }).body).toBe(
      'Lake View is back on Nivaas.',
    );
  });

  it('priceChange shows both prices in rupees with Indian grouping, and which way it went', () => {
    const down = say('en', {
      type: 'priceChange',
      data: { propertyTitle: 'Villa', oldPrice: 150000, newPrice: 125000 },
    });
    expect(down.title).toBe('Price dropped');
    expect(down.body).toBe('Villa: price changed from ₹1,50,000 to ₹1,25,000.');
    const up = say('en', {
      type: 'priceChange',
      data: { propertyTitle: 'Villa', oldPrice: '25000', newPrice: '27500' },
    });
    expect(up.title).toBe('Price went up');
    expect(up.body).toContain('₹25,000 to ₹27,500');
  });

  it('priceChange without prices still reads as a sentence', () => {
    expect(say('en', { type: 'priceChange', data: { propertyTitle: 'Villa' } })).toEqual({
      title: 'Price changed',
      body: 'Villa: the price has changed.',
    });
  });

  it('statusChange uses the property status labels', () => {
    const n = {
      type: 'statusChange' as const,
      data: { propertyTitle: 'Flat 4', oldStatus: 'rented', newStatus: 'vacant' },
    };
    expect(say('en', n).body).toBe('Flat 4 is now Vacant (was Rented).');
    expect(say('hi', n).body).toBe('Flat 4 अब खाली है (पहले: किराये पर दिया)।');
    expect(say('en', { ...n, data: { newStatus: 'available' } }).body).toBe(
      'A property you follow is now Available.',
    );
  });

  it('message names the sender and shows the preview, cut to 100 characters', () => {
    const m = say('en', {
      type: 'message',
      data: { senderName: 'Asha', preview: 'Is it still available?' },
    });
    expect(m).toEqual({ title: 'New message from Asha', body: 'Is it still available?' });
    const long = say('en', {
      type: 'message',
      data: { senderName: 'Asha', preview: 'x'.repeat(140) },
    });
    expect(long.body).toBe(`${'x'.repeat(100)}…`);
    expect(say('hi', { type: 'message', data: { senderName: 'Asha' } })).toEqual({
      title: 'Asha का नया संदेश',
      body: 'पढ़ने के लिए बातचीत खोलें।',
    });
  });

  it('falls back to neutral words when the data is missing', () => {
    expect(say('en', { type: 'relisted', data: {} }).body).toBe(
      'A property you follow is back on Nivaas.',
    );
    expect(say('en', { type: 'message', data: { senderName: null } }).title).toBe(
      'New message from Someone',
    );
  });

  it('applications: the owner hears who applied, the seeker the decision and its reason', () => {
    expect(
      say('en', {
        type: 'applicationSubmitted',
        data: { applicantName: 'Ravi Kumar', propertyTitle: 'Lake View' },
      }),
    ).toEqual({ title: 'New application', body: 'Ravi Kumar applied for Lake View.' });
    expect(
      say('en', { type: 'applicationApproved', data: { propertyTitle: 'Lake View' } }).body,
    ).toBe('Your application for Lake View was approved.');
    expect(
      say('en', {
        type: 'applicationRejected',
        data: { propertyTitle: 'Lake View', reason: 'Already let' },
      }).body,
    ).toBe('Your application for Lake View was rejected. Reason: Already let');
    expect(
      say('hi', { type: 'applicationApproved', data: { propertyTitle: 'Lake View' } }).title,
    ).not.toBe('Application approved');
  });

  it('stays: dates in the Indian way, and who cancelled', () => {
    expect(
      say('en', {
        type: 'bookingRequested',
        data: { propertyTitle: 'Villa', startDate: '2026-03-01', endDate: '2026-03-31' },
      }).body,
    ).toBe('A stay at Villa from 1 Mar 2026 to 31 Mar 2026 is waiting for you to confirm.');
    expect(
      say('en', {
        type: 'bookingCancelled',
        data: { propertyTitle: 'Villa', cancelledBy: 'tenant' },
      }),
    ).toEqual({
      title: 'Booking cancelled by the tenant',
      body: 'The stay at Villa was cancelled.',
    });
  });

  it('rent reminders: the amount in rupees and the due date, 3 days ahead or today', () => {
    const data = { propertyTitle: 'Villa', amountPaise: 18_500_00, dueDate: '2026-12-05' };
    expect(say('en', { type: 'rentDueReminder', data: { ...data, moment: 'before' } })).toEqual({
      title: 'Rent due soon',
      body: 'Your rent of ₹18,500 for Villa is due on 5 Dec 2026.',
    });
    expect(say('en', { type: 'rentDueReminder', data: { ...data, moment: 'on-day' } })).toEqual({
      title: 'Rent due today',
      body: 'Your rent of ₹18,500 for Villa is due today (5 Dec 2026).',
    });
    expect(say('hi', { type: 'rentDueReminder', data: { ...data, moment: 'on-day' } }).title).toBe(
      'किराया आज देय है',
    );
  });

  it('rent notices: from and to in rupees, on the due date', () => {
    expect(
      say('en', {
        type: 'rentEscalationDue',
        data: {
          propertyTitle: 'Villa',
          previousRent: 20000,
          newRent: 21000,
          dueAt: '2026-05-31T18:30:00.000Z',
        },
      }),
    ).toEqual({
      title: 'Rent increase coming',
      body: 'The rent of Villa rises from ₹20,000 to ₹21,000 on 1 Jun 2026.',
    });
    expect(
      say('en', { type: 'rentEscalationApplied', data: { propertyTitle: 'Villa' } }).body,
    ).toBe('The rent of Villa has risen.');
  });
});

describe('describeNotification: moderation notices', () => {
  it('tells a reporter their report was handled, in English and Hindi', () => {
    const n = {
      type: 'reportHandled' as const,
      data: { targetType: 'listing', status: 'resolved', title: 'Sunny 2 BHK' },
    };
    expect(say('en', n)).toEqual({
      title: 'Your report was handled',
      body: 'Thank you. An admin reviewed your report of the listing “Sunny 2 BHK” and took action.',
    });
    expect(say('hi', n).title).toBe('आपकी रिपोर्ट पर कार्रवाई हुई');
    expect(say('en', { ...n, data: { targetType: 'user', status: 'dismissed' } }).body).toBe(
      'Thank you. An admin reviewed your report of the member and found nothing against our rules.',
    );
  });

  it('tells an owner their listing was hidden, with the admin’s reason', () => {
    expect(
      say('en', {
        type: 'contentModerated',
        data: { contentType: 'listing', change: 'hidden', title: 'Flat', reason: 'Fake photos' },
      }),
    ).toEqual({
      title: 'Your listing was hidden by an admin',
      body: '“Flat”. Reason: Fake photos',
    });
  });

  it('tells an owner or provider how an admin decided on their verification document', () => {
    expect(
      say('en', {
        type: 'verificationApproved',
        data: { subjectType: 'listing', subjectId: 'p1', title: 'Flat' },
      }),
    ).toEqual({
      title: 'You are a verified owner',
      body: 'An admin approved your document for “Flat”.',
    });
    expect(
      say('hi', {
        type: 'verificationRejected',
        data: { subjectType: 'provider', subjectId: 'u1', title: 'Anil', reason: 'Blurred' },
      }),
    ).toEqual({ title: 'आपका सत्यापन दस्तावेज़ अस्वीकार कर दिया गया', body: 'कारण: Blurred' });
  });
});
