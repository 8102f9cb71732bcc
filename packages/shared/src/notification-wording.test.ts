import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from './schemas/notification';
import {
  notificationWording,
  wordsText,
  type WordingFormats,
  type Words,
} from './notification-wording';

/** Formats that show what they were given, so a test sees which value went where. */
const FORMATS: WordingFormats = {
  date: (v) => (v.startsWith('bad') ? '' : `date(${v})`),
  dueDate: (v) => (v.startsWith('bad') ? '' : `due(${v})`),
  time: (v) => `time(${v})`,
  slot: (v) => `slot(${v})`,
  status: (v) => `status(${v})`,
};

/** A text as `key{name=value,…}`, nested texts likewise, `orKey` after a bar. */
const show = (w: Words): string =>
  wordsText(w, (key, vars, orKey) => {
    const inner = Object.entries(vars)
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
    return `${key}${inner ? `{${inner}}` : ''}${orKey ? `|${orKey}` : ''}`;
  });

const word = (type: NotificationType, data: Notification['data']) => {
  const w = notificationWording({ type, data }, FORMATS);
  return { title: show(w.title), body: show(w.body) };
};

describe('notificationWording: which texts each type reads as', () => {
  it('words every type with texts of its own', () => {
    for (const type of NOTIFICATION_TYPES) {
      const w = notificationWording({ type, data: {} }, FORMATS);
      expect(w.title.key.startsWith(`types.${type}.`), type).toBe(true);
      expect(w.body.key.startsWith(`types.${type}.`), type).toBe(true);
    }
  });

  it('a price change names both prices in rupees and which way it went', () => {
    expect(
      word('priceChange', { propertyTitle: 'Villa', oldPrice: 150000, newPrice: '125000' }),
    ).toEqual({
      title: 'types.priceChange.titleDown',
      body: 'types.priceChange.body{property=Villa,oldPrice=₹1,50,000,newPrice=₹1,25,000}',
    });
    expect(word('priceChange', { oldPrice: 1 }).body).toBe(
      'types.priceChange.bodyNoPrices{property=someProperty}',
    );
  });

  it('a listing status goes through the reader’s status words', () => {
    expect(word('statusChange', { oldStatus: 'rented', newStatus: 'vacant' }).body).toBe(
      'types.statusChange.body{property=someProperty,oldStatus=status(rented),newStatus=status(vacant)}',
    );
  });

  it('a stay without readable dates says the shorter sentence', () => {
    expect(
      word('bookingRequested', { propertyTitle: 'Villa', startDate: 'bad', endDate: '2026-03-31' })
        .body,
    ).toBe('types.bookingRequested.bodyNoDates{property=Villa}');
    expect(word('bookingRequested', { startDate: '2026-03-01', endDate: '2026-03-31' }).body).toBe(
      'types.bookingRequested.body{property=someProperty,start=date(2026-03-01),end=date(2026-03-31)}',
    );
  });

  it('a rent reminder writes its due day with the due-day format and the amount from paise', () => {
    expect(
      word('rentDueReminder', { amountPaise: 1_850_000, dueDate: '2026-12-05', moment: 'on-day' }),
    ).toEqual({
      title: 'types.rentDueReminder.titleToday',
      body: 'types.rentDueReminder.bodyToday{property=someProperty,amount=₹18,500,date=due(2026-12-05)}',
    });
    expect(word('rentDueReminder', { amountPaise: 100, dueDate: 'bad' }).body).toBe(
      'types.rentDueReminder.bodyShort{property=someProperty}',
    );
  });

  it('a reported or moderated item falls back to the general word when its kind is unknown', () => {
    expect(
      word('reportHandled', { targetType: 'poster', status: 'resolved', title: 'X' }).body,
    ).toBe(
      'types.reportHandled.bodyResolved{what=types.reportHandled.named{what=types.reportHandled.what.poster|types.reportHandled.what.item,title=X}}',
    );
    expect(word('contentModerated', { change: 'pinned' }).title).toBe(
      'types.contentModerated.title_listing_pinned|types.contentModerated.title_listing_hidden',
    );
  });

  it('a message preview is cut to 100 characters; a visit and a service say their times', () => {
    expect(word('message', { preview: 'x'.repeat(140) }).body).toBe(
      `types.message.body{preview=${'x'.repeat(100)}…}`,
    );
    expect(word('siteVisitReminder', { role: 'owner', startsAt: 'T', date: 'D' }).body).toBe(
      'types.siteVisitReminder.body_owner{name=someone,property=someProperty,date=date(D),time=time(T)}',
    );
    expect(word('serviceBookingRequested', { time: '14:00-15:00' }).body).toBe(
      'types.serviceBookingRequested.body{name=someone,service=,date=,time=slot(14:00-15:00)}',
    );
  });
});
