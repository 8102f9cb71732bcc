import { asLanguageCode, type LanguageCode } from '@nivaas/shared';
import { en } from './en';
import { hi } from './hi';
import { ta } from './ta';
import { te } from './te';

/**
 * The server's one way to word what it sends a person (decision 066): mails, SMS, pushes and
 * the mail of notifications, in the person's stored language. Resources are one object per
 * language (en.ts, hi.ts, ta.ts, te.ts); a key a language lacks reads in English.
 */
const RESOURCES: Record<LanguageCode, unknown> = { en, hi, ta, te };

export type Vars = Record<string, string | number>;

/** A stored or sent language as one of ours; anything else is English. */
export const languageOf = (value: unknown): LanguageCode =>
  (typeof value === 'string' ? asLanguageCode(value) : undefined) ?? 'en';

const INTL: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' };
/** Dates and times in the reader's script (hi-IN, ta-IN, te-IN) or Indian English. */
export const intlLocaleOf = (lang: LanguageCode): string => INTL[lang];

function lookup(lang: LanguageCode, key: string): string | undefined {
  let node: unknown = RESOURCES[lang];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text at `key` (dots between levels) in `lang`, falling back to English, with `{{name}}`
 * replaced from `vars`. A numeric `count` picks the plural form (`key_one`, `key_other`) the
 * language's rules name, as i18next does in the web app. An unknown key reads as the key.
 */
export function translate(lang: LanguageCode, key: string, vars: Vars = {}): string {
  const count = vars.count;
  const plural =
    typeof count === 'number' ? `${key}_${new Intl.PluralRules(INTL[lang]).select(count)}` : null;
  const template =
    (plural && (lookup(lang, plural) ?? lookup('en', plural))) ??
    lookup(lang, key) ??
    lookup('en', key) ??
    (plural ? (lookup(lang, `${key}_other`) ?? lookup('en', `${key}_other`)) : undefined) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** A translate bound to one language. */
export const textsFor =
  (lang: LanguageCode) =>
  (key: string, vars?: Vars): string =>
    translate(lang, key, vars);

const TIME_ZONE = 'Asia/Kolkata';

/** 21 Nov 2026 in the reader's language (Indian time); '' for nothing or an invalid date. */
export function formatDateIn(lang: LanguageCode, value: string | null): string {
  const date = value ? new Date(value.length === 10 ? `${value}T12:00:00+05:30` : value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** 3:30 pm (Indian time) in the reader's language; '' for nothing or an invalid instant. */
export function formatTimeIn(lang: LanguageCode, value: string | null): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(INTL[lang], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TIME_ZONE,
  }).format(date);
}

/** "09:00-10:00" (Indian time already) → "9:00 am – 10:00 am"; other text as it is. */
export function formatSlotIn(lang: LanguageCode, slot: string): string {
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(slot.trim());
  if (!m) return slot;
  const clock = new Intl.DateTimeFormat(INTL[lang], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  });
  const at = (h: string, min: string) =>
    clock.format(new Date(Date.UTC(2000, 0, 1, Number(h), Number(min))));
  return `${at(m[1]!, m[2]!)} – ${at(m[3]!, m[4]!)}`;
}
