import { MESSAGE_NOTIFICATION_PREVIEW_CHARS, type Notification } from '@nivaas/shared';
import {
  formatDate,
  formatINR,
  formatPaise,
  formatTime,
  formatTimeSlot,
} from '../../../lib/format';

/** A `t` of the notifications namespace (typed loosely so tests can pass any i18next `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NotificationText {
  title: string;
  body: string;
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

/**
 * The notification in the reader's language, built from its type and data (the stored `title`
 * and `message` are English, for mail and logs). Missing data still reads as a sentence.
 */
export function describeNotification(
  n: Pick<Notification, 'type' | 'data'>,
  t: Translate,
  statusLabel: (status: string) => string,
  locale?: string,
): NotificationText {
  const data = n.data;
  const property = text(data, 'propertyTitle') ?? t('someProperty');
  const date = (key: string) => {
    const value = text(data, key);
    return value ? formatDate(value, 'medium', locale) || value : null;
  };
  const rupees = (key: string) => {
    const value = amount(data, key);
    return value === null ? null : formatINR(value);
  };
  switch (n.type) {
    case 'property_available':
    case 'relisted':
      return { title: t(`types.${n.type}.title`), body: t(`types.${n.type}.body`, { property }) };
    case 'priceChange': {
      const oldPrice = amount(data, 'oldPrice');
      const newPrice = amount(data, 'newPrice');
      if (oldPrice === null || newPrice === null)
        return {
          title: t('types.priceChange.title'),
          body: t('types.priceChange.bodyNoPrices', { property }),
        };
      const title = newPrice < oldPrice ? 'titleDown' : newPrice > oldPrice ? 'titleUp' : 'title';
      return {
        title: t(`types.priceChange.${title}`),
        body: t('types.priceChange.body', {
          property,
          oldPrice: formatINR(oldPrice),
          newPrice: formatINR(newPrice),
        }),
      };
    }
    case 'statusChange': {
      const oldStatus = text(data, 'oldStatus');
      const newStatus = text(data, 'newStatus');
      const title = t('types.statusChange.title');
      if (!newStatus) return { title, body: t('types.statusChange.bodyNoStatus', { property }) };
      if (!oldStatus)
        return {
          title,
          body: t('types.statusChange.bodyNoOld', { property, newStatus: statusLabel(newStatus) }),
        };
      return {
        title,
        body: t('types.statusChange.body', {
          property,
          oldStatus: statusLabel(oldStatus),
          newStatus: statusLabel(newStatus),
        }),
      };
    }
    case 'applicationSubmitted': {
      const applicant = text(data, 'applicantName') ?? t('someone');
      return {
        title: t('types.applicationSubmitted.title'),
        body: t('types.applicationSubmitted.body', { applicant, property }),
      };
    }
    case 'applicationApproved':
      return {
        title: t('types.applicationApproved.title'),
        body: t('types.applicationApproved.body', { property }),
      };
    case 'applicationRejected': {
      const reason = text(data, 'reason');
      return {
        title: t('types.applicationRejected.title'),
        body: reason
          ? t('types.applicationRejected.bodyReason', { property, reason: cut(reason) })
          : t('types.applicationRejected.body', { property }),
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
          ? t(`types.bookingCancelled.title_${by}`)
          : t(`types.${n.type}.title`);
      return {
        title,
        body:
          start && end
            ? t(`types.${n.type}.body`, { property, start, end })
            : t(`types.${n.type}.bodyNoDates`, { property }),
      };
    }
    case 'rentEscalationDue':
    case 'rentEscalationApplied': {
      const from = rupees('previousRent');
      const to = rupees('newRent');
      const on = date('dueAt');
      return {
        title: t(`types.${n.type}.title`),
        body:
          from && to && on
            ? t(`types.${n.type}.body`, { property, from, to, date: on })
            : t(`types.${n.type}.bodyShort`, { property }),
      };
    }
    case 'rentDueReminder': {
      const paise = amount(data, 'amountPaise');
      const dueDate = text(data, 'dueDate');
      const on = dueDate ? formatDate(`${dueDate}T12:00:00+05:30`, 'medium', locale) : null;
      const today = text(data, 'moment') === 'on-day';
      return {
        title: t(today ? 'types.rentDueReminder.titleToday' : 'types.rentDueReminder.title'),
        body:
          paise !== null && on
            ? t(today ? 'types.rentDueReminder.bodyToday' : 'types.rentDueReminder.body', {
                property,
                amount: formatPaise(paise),
                date: on,
              })
            : t('types.rentDueReminder.bodyShort', { property }),
      };
    }
    case 'savedSearchMatch': {
      const search = text(data, 'searchName') ?? t('types.savedSearchMatch.someSearch');
      return {
        title: t('types.savedSearchMatch.title'),
        body: t('types.savedSearchMatch.body', { property, search }),
      };
    }
    case 'roommateRequestReceived':
    case 'roommateRequestAccepted':
    case 'roommateRequestDeclined': {
      const name = text(data, 'name') ?? t('someone');
      return { title: t(`types.${n.type}.title`), body: t(`types.${n.type}.body`, { name }) };
    }
    case 'reportHandled': {
      const what = t(`types.reportHandled.what.${text(data, 'targetType') ?? 'item'}`, {
        defaultValue: t('types.reportHandled.what.item'),
      });
      const title = text(data, 'title');
      const named = title ? t('types.reportHandled.named', { what, title }) : what;
      return {
        title: t('types.reportHandled.title'),
        body: t(
          text(data, 'status') === 'resolved'
            ? 'types.reportHandled.bodyResolved'
            : 'types.reportHandled.bodyDismissed',
          { what: named },
        ),
      };
    }
    case 'contentModerated': {
      const kind = text(data, 'contentType') === 'roommate-profile' ? 'roommate' : 'listing';
      const change = text(data, 'change') ?? 'hidden';
      const reason = text(data, 'reason');
      const title = text(data, 'title') ?? t(`types.contentModerated.${kind}`);
      return {
        title: t(`types.contentModerated.title_${kind}_${change}`, {
          defaultValue: t(`types.contentModerated.title_${kind}_hidden`),
        }),
        body: reason
          ? t('types.contentModerated.bodyReason', { title, reason: cut(reason) })
          : t('types.contentModerated.body', { title }),
      };
    }
    case 'verificationApproved':
    case 'verificationRejected': {
      const kind = text(data, 'subjectType') === 'provider' ? 'provider' : 'listing';
      const params = {
        title: text(data, 'title') ?? property,
        reason: cut(text(data, 'reason') ?? ''),
      };
      return {
        title:
          n.type === 'verificationApproved'
            ? t(`types.verificationApproved.title_${kind}`)
            : t('types.verificationRejected.title'),
        body: t(`types.${n.type}.body_${kind}`, params),
      };
    }
    case 'serviceBookingRequested':
    case 'serviceBookingConfirmed':
    case 'serviceBookingDeclined':
    case 'serviceBookingCancelled':
    case 'serviceBookingCompleted': {
      const name = text(data, 'name') ?? t('someone');
      const service = text(data, 'service') ?? '';
      const slot = text(data, 'time');
      const time = slot ? formatTimeSlot(slot, locale) : '';
      const params = { name, service, date: date('date') ?? '', time };
      return { title: t(`types.${n.type}.title`), body: t(`types.${n.type}.body`, params) };
    }
    case 'siteVisitRequested':
    case 'siteVisitConfirmed':
    case 'siteVisitDeclined':
    case 'siteVisitProposed': {
      const name = text(data, 'name') ?? t('someone');
      const startsAt = text(data, 'startsAt');
      const params = {
        name,
        property,
        date: date('date') ?? '',
        time: startsAt ? formatTime(startsAt, locale) : '',
      };
      return { title: t(`types.${n.type}.title`), body: t(`types.${n.type}.body`, params) };
    }
    case 'siteVisitReminder': {
      const startsAt = text(data, 'startsAt');
      const params = {
        name: text(data, 'name') ?? t('someone'),
        property,
        date: date('date') ?? '',
        time: startsAt ? formatTime(startsAt, locale) : '',
      };
      const moment = text(data, 'moment') === 'evening' ? 'evening' : 'soon';
      const role = text(data, 'role') === 'owner' ? 'owner' : 'seeker';
      return {
        title: t(`types.siteVisitReminder.title_${moment}`),
        body: t(`types.siteVisitReminder.body_${role}`, params),
      };
    }
    case 'message': {
      const sender = text(data, 'senderName') ?? t('someone');
      const preview = text(data, 'preview');
      return {
        title: t('types.message.title', { sender }),
        body: preview
          ? t('types.message.body', { preview: cut(preview) })
          : t('types.message.bodyEmpty'),
      };
    }
  }
}
