import { MESSAGE_NOTIFICATION_PREVIEW_CHARS } from './constants';
import { formatINR, formatPaise } from './domain/money';
import type { Notification } from './schemas/notification';

/** A value put into a text: as it is, or itself a text to word first. */
export type WordVar = string | number | Words;

/**
 * One text to word: a key of the notifications texts (`types.message.title`, `someone`), the
 * values it takes, and the key to use instead when the reader's language and English lack it.
 */
export interface Words {
  key: string;
  vars: Record<string, WordVar>;
  orKey?: string;
}

/** Which texts a notification reads as: its title and its text (decision 072). */
export interface NotificationWording {
  title: Words;
  body: Words;
}

/**
 * How the reader's side writes the values a notification carries. Each returns '' for a value
 * it cannot read; the wording then leaves it out (or says the shorter sentence).
 */
export interface WordingFormats {
  /** A stay's, visit's or rent increase's date (a day `2026-12-05` or an instant). */
  date(value: string): string;
  /** A rent's due day (`2026-12-05`). */
  dueDate(value: string): string;
  /** An instant's time of day in India (3:30 pm). */
  time(instant: string): string;
  /** A booked hour, `09:00-10:00` in Indian time. */
  slot(slot: string): string;
  /** A listing's status (`vacant`) in the reader's words. */
  status(status: string): string;
}

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

/** The server cuts previews to 100 characters; cut again so an older row cannot overflow. */
const cut = (s: string): string =>
  s.length > MESSAGE_NOTIFICATION_PREVIEW_CHARS
    ? `${s.slice(0, MESSAGE_NOTIFICATION_PREVIEW_CHARS)}…`
    : s;

const words = (key: string, vars: Record<string, WordVar> = {}, orKey?: string): Words =>
  orKey ? { key, vars, orKey } : { key, vars };

/**
 * Which texts a notification reads as, from its type and data, for the web app's bell and the
 * server's push and mail alike (decision 072). Missing data still reads as a sentence. Keys are
 * of the notifications texts; `format` writes dates, times and statuses the reader's side's way.
 * Every type of `NOTIFICATION_TYPES` has its wording: a new type fails to compile until it has.
 */
export function notificationWording(
  n: Pick<Notification, 'type' | 'data'>,
  format: WordingFormats,
): NotificationWording {
  const data = n.data;
  const property: WordVar = text(data, 'propertyTitle') ?? words('someProperty');
  const someone = words('someone');
  const date = (key: string): string | null => {
    const value = text(data, key);
    return value ? format.date(value) || null : null;
  };
  const type = (key: string, vars?: Record<string, WordVar>, orKey?: string) =>
    words(`types.${key}`, vars, orKey && `types.${orKey}`);
  switch (n.type) {
    case 'property_available':
    case 'relisted':
      return { title: type(`${n.type}.title`), body: type(`${n.type}.body`, { property }) };
    case 'priceChange': {
      const oldPrice = amount(data, 'oldPrice');
      const newPrice = amount(data, 'newPrice');
      if (oldPrice === null || newPrice === null)
        return {
          title: type('priceChange.title'),
          body: type('priceChange.bodyNoPrices', { property }),
        };
      const title = newPrice < oldPrice ? 'titleDown' : newPrice > oldPrice ? 'titleUp' : 'title';
      return {
        title: type(`priceChange.${title}`),
        body: type('priceChange.body', {
          property,
          oldPrice: formatINR(oldPrice),
          newPrice: formatINR(newPrice),
        }),
      };
    }
    case 'statusChange': {
      const oldStatus = text(data, 'oldStatus');
      const newStatus = text(data, 'newStatus');
      const title = type('statusChange.title');
      if (!newStatus) return { title, body: type('statusChange.bodyNoStatus', { property }) };
      if (!oldStatus)
        return {
          title,
          body: type('statusChange.bodyNoOld', { property, newStatus: format.status(newStatus) }),
        };
      return {
        title,
        body: type('statusChange.body', {
          property,
          oldStatus: format.status(oldStatus),
          newStatus: format.status(newStatus),
        }),
      };
    }
    case 'reportHandled': {
      const what = type(
        `reportHandled.what.${text(data, 'targetType') ?? 'item'}`,
        {},
        'reportHandled.what.item',
      );
      const title = text(data, 'title');
      const named = title ? type('reportHandled.named', { what, title }) : what;
      return {
        title: type('reportHandled.title'),
        body: type(
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
      const title = text(data, 'title') ?? type(`contentModerated.${kind}`);
      return {
        title: type(
          `contentModerated.title_${kind}_${change}`,
          {},
          `contentModerated.title_${kind}_hidden`,
        ),
        body: reason
          ? type('contentModerated.bodyReason', { title, reason: cut(reason) })
          : type('contentModerated.body', { title }),
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
            ? type(`verificationApproved.title_${kind}`)
            : type('verificationRejected.title'),
        body: type(`${n.type}.body_${kind}`, vars),
      };
    }
    case 'message': {
      const preview = text(data, 'preview');
      return {
        title: type('message.title', { sender: text(data, 'senderName') ?? someone }),
        body: preview ? type('message.body', { preview: cut(preview) }) : type('message.bodyEmpty'),
      };
    }
    case 'applicationSubmitted':
      return {
        title: type('applicationSubmitted.title'),
        body: type('applicationSubmitted.body', {
          applicant: text(data, 'applicantName') ?? someone,
          property,
        }),
      };
    case 'applicationApproved':
      return {
        title: type('applicationApproved.title'),
        body: type('applicationApproved.body', { property }),
      };
    case 'applicationRejected': {
      const reason = text(data, 'reason');
      return {
        title: type('applicationRejected.title'),
        body: reason
          ? type('applicationRejected.bodyReason', { property, reason: cut(reason) })
          : type('applicationRejected.body', { property }),
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
          ? type(`bookingCancelled.title_${by}`)
          : type(`${n.type}.title`);
      return {
        title,
        body:
          start && end
            ? type(`${n.type}.body`, { property, start, end })
            : type(`${n.type}.bodyNoDates`, { property }),
      };
    }
    case 'rentEscalationDue':
    case 'rentEscalationApplied': {
      const from = amount(data, 'previousRent');
      const to = amount(data, 'newRent');
      const on = date('dueAt');
      return {
        title: type(`${n.type}.title`),
        body:
          from !== null && to !== null && on
            ? type(`${n.type}.body`, {
                property,
                from: formatINR(from),
                to: formatINR(to),
                date: on,
              })
            : type(`${n.type}.bodyShort`, { property }),
      };
    }
    case 'rentDueReminder': {
      const paise = amount(data, 'amountPaise');
      const dueDate = text(data, 'dueDate');
      const on = dueDate ? format.dueDate(dueDate) || null : null;
      const today = text(data, 'moment') === 'on-day';
      return {
        title: type(today ? 'rentDueReminder.titleToday' : 'rentDueReminder.title'),
        body:
          paise !== null && on
            ? type(today ? 'rentDueReminder.bodyToday' : 'rentDueReminder.body', {
                property,
                amount: formatPaise(paise),
                date: on,
              })
            : type('rentDueReminder.bodyShort', { property }),
      };
    }
    case 'savedSearchMatch':
      return {
        title: type('savedSearchMatch.title'),
        body: type('savedSearchMatch.body', {
          property,
          search: text(data, 'searchName') ?? type('savedSearchMatch.someSearch'),
        }),
      };
    case 'savedSearchDigest': {
      const homes = amount(data, 'homes') ?? 0;
      const searches = amount(data, 'searches') ?? 1;
      const search = text(data, 'searchName');
      return {
        title: type('savedSearchDigest.title'),
        body:
          searches > 1 || !search
            ? type('savedSearchDigest.bodyMany', { homes, searches })
            : type(homes === 1 ? 'savedSearchDigest.bodyOne' : 'savedSearchDigest.body', {
                homes,
                search,
              }),
      };
    }
    case 'serviceBookingRequested':
    case 'serviceBookingConfirmed':
    case 'serviceBookingDeclined':
    case 'serviceBookingCancelled':
    case 'serviceBookingCompleted': {
      const slot = text(data, 'time');
      return {
        title: type(`${n.type}.title`),
        body: type(`${n.type}.body`, {
          name: text(data, 'name') ?? someone,
          service: text(data, 'service') ?? '',
          date: date('date') ?? '',
          time: slot ? format.slot(slot) : '',
        }),
      };
    }
    case 'siteVisitRequested':
    case 'siteVisitConfirmed':
    case 'siteVisitDeclined':
    case 'siteVisitProposed':
    case 'siteVisitReminder': {
      const startsAt = text(data, 'startsAt');
      const vars = {
        name: text(data, 'name') ?? someone,
        property,
        date: date('date') ?? '',
        time: startsAt ? format.time(startsAt) : '',
      };
      if (n.type !== 'siteVisitReminder')
        return { title: type(`${n.type}.title`), body: type(`${n.type}.body`, vars) };
      const moment = text(data, 'moment') === 'evening' ? 'evening' : 'soon';
      const role = text(data, 'role') === 'owner' ? 'owner' : 'seeker';
      return {
        title: type(`siteVisitReminder.title_${moment}`),
        body: type(`siteVisitReminder.body_${role}`, vars),
      };
    }
    case 'roommateRequestReceived':
    case 'roommateRequestAccepted':
    case 'roommateRequestDeclined':
      return {
        title: type(`${n.type}.title`),
        body: type(`${n.type}.body`, { name: text(data, 'name') ?? someone }),
      };
    default: {
      // Every stored kind has its wording here: a new kind fails to compile until it has one.
      const unworded: never = n.type;
      return unworded;
    }
  }
}

/**
 * A text worded: the values that are texts first, then `say(key, vars, orKey)`, the reader's
 * side's translation (which reads `orKey` when the language and English lack `key`).
 */
export function wordsText(
  w: Words,
  say: (key: string, vars: Record<string, string | number>, orKey?: string) => string,
): string {
  const vars: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(w.vars))
    vars[name] = typeof value === 'object' ? wordsText(value, say) : value;
  return say(w.key, vars, w.orKey);
}
