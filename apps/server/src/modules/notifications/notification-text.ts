import {
  formatINR,
  formatPaise,
  MESSAGE_NOTIFICATION_PREVIEW_CHARS,
  type LanguageCode,
  type Notification,
} from '@nivaas/shared';
import { formatDateIn, formatSlotIn, formatTimeIn, textsFor } from '../../lib/texts/translate';

type Data = Notification['data'];

const text = (data: Data, key: string): string | null => {
  const value = data[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const amount = (data: Data, key: string): number | null => {
  const value = data[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const cut = (s: string): string =>
  s.length > MESSAGE_NOTIFICATION_PREVIEW_CHARS
    ? `${s.slice(0, MESSAGE_NOTIFICATION_PREVIEW_CHARS)}…`
    : s;

/**
 * A notification's title and text in its reader's language, for push and mail (decision 066),
 * worded from its type and data with the same keys as the web app's bell. English keeps the
 * stored title and message (what mail and push always said); a kind with no wording here, such
 * as a listing's status or an admin's notice, reads as stored.
 */
export function notificationText(
  lang: LanguageCode,
  n: Pick<Notification, 'type' | 'data' | 'title' | 'message'>,
): { title: string; body: string } {
  const stored = { title: n.title, body: n.message };
  if (lang === 'en') return stored;
  const t = textsFor(lang);
  const tt = (key: string, vars?: Record<string, string | number>) =>
    t(`notifications.types.${key}`, vars);
  const data = n.data;
  const property = text(data, 'propertyTitle') ?? t('notifications.someProperty');
  const someone = t('notifications.someone');
  const date = (key: string) => formatDateIn(lang, text(data, key)) || null;
  switch (n.type) {
    case 'message': {
      const preview = text(data, 'preview');
      return {
        title: tt('message.title', { sender: text(data, 'senderName') ?? someone }),
        body: preview ? tt('message.body', { preview: cut(preview) }) : tt('message.bodyEmpty'),
      };
    }
    case 'applicationSubmitted':
      return {
        title: tt('applicationSubmitted.title'),
        body: tt('applicationSubmitted.body', {
          applicant: text(data, 'applicantName') ?? someone,
          property,
        }),
      };
    case 'applicationApproved':
      return {
        title: tt('applicationApproved.title'),
        body: tt('applicationApproved.body', { property }),
      };
    case 'applicationRejected': {
      const reason = text(data, 'reason');
      return {
        title: tt('applicationRejected.title'),
        body: reason
          ? tt('applicationRejected.bodyReason', { property, reason: cut(reason) })
          : tt('applicationRejected.body', { property }),
      };
    }
    case 'bookingRequested':
    case 'bookingConfirmed':
    case 'bookingCancelled': {
      const start = date('startDate');
      const end = date('endDate');
      const by = text(data, 'cancelledBy');
      const title =
        n.type === 'bookingCancelled' && (by === 'tenant' || by === 'owner')
          ? tt(`bookingCancelled.title_${by}`)
          : tt(`${n.type}.title`);
      return {
        title,
        body:
          start && end
            ? tt(`${n.type}.body`, { property, start, end })
            : tt(`${n.type}.bodyNoDates`, { property }),
      };
    }
    case 'rentEscalationDue':
    case 'rentEscalationApplied': {
      const from = amount(data, 'previousRent');
      const to = amount(data, 'newRent');
      const on = date('dueAt');
      return {
        title: tt(`${n.type}.title`),
        body:
          from !== null && to !== null && on
            ? tt(`${n.type}.body`, { property, from: formatINR(from), to: formatINR(to), date: on })
            : tt(`${n.type}.bodyShort`, { property }),
      };
    }
    case 'rentDueReminder': {
      const paise = amount(data, 'amountPaise');
      const on = date('dueDate');
      const today = text(data, 'moment') === 'on-day';
      return {
        title: tt(today ? 'rentDueReminder.titleToday' : 'rentDueReminder.title'),
        body:
          paise !== null && on
            ? tt(today ? 'rentDueReminder.bodyToday' : 'rentDueReminder.body', {
                property,
                amount: formatPaise(paise),
                date: on,
              })
            : tt('rentDueReminder.bodyShort', { property }),
      };
    }
    case 'savedSearchMatch':
      return {
        title: tt('savedSearchMatch.title'),
        body: tt('savedSearchMatch.body', {
          property,
          search: text(data, 'searchName') ?? tt('savedSearchMatch.someSearch'),
        }),
      };
    case 'serviceBookingRequested':
    case 'serviceBookingConfirmed':
    case 'serviceBookingDeclined':
    case 'serviceBookingCancelled':
    case 'serviceBookingCompleted': {
      const slot = text(data, 'time');
      return {
        title: tt(`${n.type}.title`),
        body: tt(`${n.type}.body`, {
          name: text(data, 'name') ?? someone,
          service: text(data, 'service') ?? '',
          date: date('date') ?? '',
          time: slot ? formatSlotIn(lang, slot) : '',
        }),
      };
    }
    case 'siteVisitRequested':
    case 'siteVisitConfirmed':
    case 'siteVisitDeclined':
    case 'siteVisitProposed':
    case 'siteVisitReminder': {
      const vars = {
        name: text(data, 'name') ?? someone,
        property,
        date: date('date') ?? '',
        time: formatTimeIn(lang, text(data, 'startsAt')),
      };
      if (n.type !== 'siteVisitReminder')
        return { title: tt(`${n.type}.title`), body: tt(`${n.type}.body`, vars) };
      const moment = text(data, 'moment') === 'evening' ? 'evening' : 'soon';
      const role = text(data, 'role') === 'owner' ? 'owner' : 'seeker';
      return {
        title: tt(`siteVisitReminder.title_${moment}`),
        body: tt(`siteVisitReminder.body_${role}`, vars),
      };
    }
    case 'roommateRequestReceived':
    case 'roommateRequestAccepted':
    case 'roommateRequestDeclined':
      return {
        title: tt(`${n.type}.title`),
        body: tt(`${n.type}.body`, { name: text(data, 'name') ?? someone }),
      };
    default:
      return stored;
  }
}
