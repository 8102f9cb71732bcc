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
 * stored title and message (what mail and push always said); every other language words each
 * kind the server stores.
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
  /** The key's text, or `fallback`'s when this language and English lack it. */
  const ttOr = (key: string, fallback: string, vars?: Record<string, string | number>) => {
    const worded = tt(key, vars);
    return worded === `notifications.types.${key}` ? tt(fallback, vars) : worded;
  };
  const status = (value: string) => {
    const worded = t(`notifications.status.${value}`);
    return worded === `notifications.status.${value}` ? value : worded;
  };
  switch (n.type) {
    case 'property_available':
    case 'relisted':
      return { title: tt(`${n.type}.title`), body: tt(`${n.type}.body`, { property }) };
    case 'priceChange': {
      const oldPrice = amount(data, 'oldPrice');
      const newPrice = amount(data, 'newPrice');
      if (oldPrice === null || newPrice === null)
        return {
          title: tt('priceChange.title'),
          body: tt('priceChange.bodyNoPrices', { property }),
        };
      const title = newPrice < oldPrice ? 'titleDown' : newPrice > oldPrice ? 'titleUp' : 'title';
      return {
        title: tt(`priceChange.${title}`),
        body: tt('priceChange.body', {
          property,
          oldPrice: formatINR(oldPrice),
          newPrice: formatINR(newPrice),
        }),
      };
    }
    case 'statusChange': {
      const oldStatus = text(data, 'oldStatus');
      const newStatus = text(data, 'newStatus');
      const title = tt('statusChange.title');
      if (!newStatus) return { title, body: tt('statusChange.bodyNoStatus', { property }) };
      if (!oldStatus)
        return {
          title,
          body: tt('statusChange.bodyNoOld', { property, newStatus: status(newStatus) }),
        };
      return {
        title,
        body: tt('statusChange.body', {
          property,
          oldStatus: status(oldStatus),
          newStatus: status(newStatus),
        }),
      };
    }
    case 'reportHandled': {
      const what = ttOr(
        `reportHandled.what.${text(data, 'targetType') ?? 'item'}`,
        'reportHandled.what.item',
      );
      const title = text(data, 'title');
      const named = title ? tt('reportHandled.named', { what, title }) : what;
      return {
        title: tt('reportHandled.title'),
        body: tt(
          text(data, 'status') === 'resolved'
            ? 'reportHandled.bodyResolved'
            : 'reportHandled.bodyDismissed',
          { what: named },
        ),
      };
    }
    case 'contentModerated': {
      const kind = text(data, 'contentType') === 'roommate-profile' ? 'roommate' : 'listing';
      const change = text(data, 'change') ?? 'hidden';
      const reason = text(data, 'reason');
      const title = text(data, 'title') ?? tt(`contentModerated.${kind}`);
      return {
        title: ttOr(
          `contentModerated.title_${kind}_${change}`,
          `contentModerated.title_${kind}_hidden`,
        ),
        body: reason
          ? tt('contentModerated.bodyReason', { title, reason: cut(reason) })
          : tt('contentModerated.body', { title }),
      };
    }
    case 'verificationApproved':
    case 'verificationRejected': {
      const kind = text(data, 'subjectType') === 'provider' ? 'provider' : 'listing';
      const vars = {
        title: text(data, 'title') ?? property,
        reason: cut(text(data, 'reason') ?? ''),
      };
      return {
        title:
          n.type === 'verificationApproved'
            ? tt(`verificationApproved.title_${kind}`)
            : tt('verificationRejected.title'),
        body: tt(`${n.type}.body_${kind}`, vars),
      };
    }
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
    default: {
      // Every stored kind has its wording here: a new kind fails to compile until it has one.
      const unworded: never = n.type;
      return unworded;
    }
  }
}
