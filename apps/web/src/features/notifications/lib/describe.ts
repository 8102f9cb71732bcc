import {
  notificationWording,
  wordsText,
  type Notification,
  type WordingFormats,
} from '@nivaas/shared';
import { formatDate, formatTime, formatTimeSlot } from '../../../lib/format';
import type { TextKey, Translate } from '../../../lib/translate';

export type { Translate } from '../../../lib/translate';

/**
 * A key worded by @nivaas/shared's notificationWording, which cannot know the web's texts; that
 * each is a key of the notifications texts is checked by wording-keys.test.ts.
 */
const wordingKey = (key: string) => key as TextKey<'notifications'>;

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
  t: Translate<'notifications'>,
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
    t(wordingKey(key), orKey ? { ...vars, defaultValue: t(wordingKey(orKey), vars) } : vars);
  const wording = notificationWording(n, format);
  return { title: wordsText(wording.title, say), body: wordsText(wording.body, say) };
}
