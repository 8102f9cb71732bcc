import {
  notificationWording,
  wordsText,
  type Notification,
  type WordingFormats,
} from '@nivaas/shared';
import { formatDate, formatTime, formatTimeSlot } from '../../../lib/format';

/** A `t` of the notifications namespace (typed loosely so tests can pass any i18next `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NotificationText {
  title: string;
  body: string;
}

/**
 * The notification in the reader's language (the stored `title` and `message` are English, for
 * mail and logs). Which texts it reads as is decided once, with the server's push and mail, by
 * `notificationWording` (decision 072); this only translates them with the bell's texts.
 */
export function describeNotification(
  n: Pick<Notification, 'type' | 'data'>,
  t: Translate,
  statusLabel: (status: string) => string,
  locale?: string,
): NotificationText {
  const format: WordingFormats = {
    // A date the browser cannot read is shown as stored.
    date: (value) => formatDate(value, 'medium', locale) || value,
    // A rent's due day is read at noon in India.
    dueDate: (value) => formatDate(`${value}T12:00:00+05:30`, 'medium', locale),
    time: (instant) => formatTime(instant, locale),
    slot: (slot) => formatTimeSlot(slot, locale),
    status: statusLabel,
  };
  const say = (key: string, vars: Record<string, string | number>, orKey?: string) =>
    t(key, orKey ? { ...vars, defaultValue: t(orKey, vars) } : vars);
  const wording = notificationWording(n, format);
  return { title: wordsText(wording.title, say), body: wordsText(wording.body, say) };
}
