import type { LanguageCode } from '@nivaas/shared';
import { translate } from '../../lib/texts/translate';
import type { Mail } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Every mail is written in its reader's language (decision 066): `lang` is the person's stored
 * language, English when there is none; the words are in lib/texts.
 */
const layout = (
  lang: LanguageCode,
  title: string,
  body: string,
  cta: string,
  link: string,
) => `<!doctype html>
<html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#0b7285">Nivaas</h2><h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0b7285;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(translate(lang, 'mail.fallbackLink', { link }))}</p>
</body></html>`;

const greeting = (lang: LanguageCode, firstName: string) =>
  firstName
    ? translate(lang, 'mail.greeting', { name: firstName })
    : translate(lang, 'mail.greetingNoName');

/** A mail of one of the sign-in steps (`mail.verify`, `mail.reset`, `mail.changeEmail`). */
function accountMail(
  lang: LanguageCode,
  key: 'verify' | 'reset' | 'changeEmail',
  to: string,
  body: string,
  link: string,
): Mail {
  const t = (part: string) => translate(lang, `mail.${key}.${part}`);
  return {
    to,
    subject: t('subject'),
    text: `${body}\n\n${link}\n`,
    html: layout(lang, t('title'), body, t('cta'), link),
    link,
  };
}

export function verificationMail(
  to: string,
  firstName: string,
  link: string,
  lang: LanguageCode = 'en',
): Mail {
  const body = `${greeting(lang, firstName)} ${translate(lang, 'mail.verify.body')}`;
  return accountMail(lang, 'verify', to, body, link);
}

export function resetPasswordMail(to: string, link: string, lang: LanguageCode = 'en'): Mail {
  return accountMail(lang, 'reset', to, translate(lang, 'mail.reset.body'), link);
}

export function changeEmailMail(to: string, link: string, lang: LanguageCode = 'en'): Mail {
  return accountMail(lang, 'changeEmail', to, translate(lang, 'mail.changeEmail.body'), link);
}

/** A notification that also goes by mail (stays, rent increases): its title, text and a link. */
export function notificationMail(input: {
  to: string;
  firstName: string;
  title: string;
  body: string;
  cta: string;
  link: string;
  lang?: LanguageCode;
}): Mail {
  const lang = input.lang ?? 'en';
  const body = `${greeting(lang, input.firstName)} ${input.body}`;
  return {
    to: input.to,
    subject: translate(lang, 'mail.subject', { title: input.title }),
    text: `${body}\n\n${input.link}\n`,
    html: layout(lang, input.title, body, input.cta, input.link),
    link: input.link,
  };
}

/** One digest line: a listing and the saved search it matched. */
export interface DigestItem {
  title: string;
  city: string;
  searchName: string;
  link: string;
}

/**
 * The day's new matches of a person's saved searches in one mail, with a link per search that
 * turns its alerts off without signing in.
 */
export function savedSearchDigestMail(input: {
  to: string;
  firstName: string;
  items: readonly DigestItem[];
  unsubscribe: readonly { searchName: string; link: string }[];
  allLink: string;
  lang?: LanguageCode;
}): Mail {
  const lang = input.lang ?? 'en';
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(lang, `mail.digest.${key}`, vars);
  const count = input.items.length;
  const intro = `${greeting(lang, input.firstName)} ${t('intro', { count })}`;
  const lines = input.items.map((i) => `- ${i.title}, ${i.city} (${i.searchName}): ${i.link}`);
  const stops = input.unsubscribe.map((u) => `${t('stop', { name: u.searchName })}: ${u.link}`);
  const list = input.items
    .map(
      (i) =>
        `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.title)}</a>, ${escapeHtml(i.city)} <span style="color:#6b7280">(${escapeHtml(i.searchName)})</span></li>`,
    )
    .join('');
  const stopHtml = input.unsubscribe
    .map(
      (u) =>
        `<a href="${escapeHtml(u.link)}" style="color:#6b7280">${escapeHtml(t('stop', { name: u.searchName }))}</a>`,
    )
    .join('<br>');
  return {
    to: input.to,
    subject: t('subject', { count }),
    text: `${intro}\n\n${lines.join('\n')}\n\n${t('all')}: ${input.allLink}\n\n${stops.join('\n')}\n`,
    html: `<!doctype html>
<html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#0b7285">Nivaas</h2><h3>${escapeHtml(t('title'))}</h3><p>${escapeHtml(intro)}</p>
<ul>${list}</ul>
<p><a href="${escapeHtml(input.allLink)}">${escapeHtml(t('all'))}</a></p>
<p style="font-size:12px">${stopHtml}</p>
</body></html>`,
    link: input.unsubscribe[0]?.link ?? input.allLink,
  };
}
