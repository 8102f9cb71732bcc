import {
  notificationWording,
  wordsText,
  type LanguageCode,
  type Notification,
  type WordingFormats,
} from '@nivaas/shared';
import { formatDateIn, formatSlotIn, formatTimeIn, textsFor } from '../../lib/texts/translate';

/**
 * A notification's title and text in its reader's language, for push and mail (decision 066).
 * Which texts it reads as is decided once, with the web app's bell, by `notificationWording`
 * (decision 072); this only translates them with the server's texts (`notifications.*` in
 * `lib/texts`). English keeps the stored title and message (what mail and push always said).
 */
export function notificationText(
  lang: LanguageCode,
  n: Pick<Notification, 'type' | 'data' | 'title' | 'message'>,
): { title: string; body: string } {
  if (lang === 'en') return { title: n.title, body: n.message };
  const t = textsFor(lang);
  const format: WordingFormats = {
    date: (value) => formatDateIn(lang, value),
    dueDate: (value) => formatDateIn(lang, value),
    time: (instant) => formatTimeIn(lang, instant),
    slot: (slot) => formatSlotIn(lang, slot),
    status: (value) => {
      const worded = t(`notifications.status.${value}`);
      return worded === `notifications.status.${value}` ? value : worded;
    },
  };
  /** The key's text, or `orKey`'s when this language and English lack it. */
  const say = (key: string, vars: Record<string, string | number>, orKey?: string) => {
    const worded = t(`notifications.${key}`, vars);
    return orKey && worded === `notifications.${key}` ? t(`notifications.${orKey}`, vars) : worded;
  };
  const wording = notificationWording(n, format);
  return { title: wordsText(wording.title, say), body: wordsText(wording.body, say) };
}
