import type { Mail } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const layout = (title: string, body: string, cta: string, link: string) => `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#0b7285">Nivaas</h2><h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0b7285;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escapeHtml(link)}</p>
</body></html>`;

export function verificationMail(to: string, firstName: string, link: string): Mail {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const body = `${greeting} confirm your email address to finish setting up your Nivaas account.`;
  return {
    to,
    subject: 'Verify your email for Nivaas',
    text: `${body}\n\n${link}\n`,
    html: layout('Verify your email', body, 'Verify email', link),
    link,
  };
}

export function resetPasswordMail(to: string, link: string): Mail {
  const body =
    'We received a request to reset your Nivaas password. The link is valid for one hour. If you did not ask for it, ignore this mail.';
  return {
    to,
    subject: 'Reset your Nivaas password',
    text: `${body}\n\n${link}\n`,
    html: layout('Reset your password', body, 'Choose a new password', link),
    link,
  };
}

export function changeEmailMail(to: string, link: string): Mail {
  const body = 'Confirm that you want to change the email address of your Nivaas account.';
  return {
    to,
    subject: 'Confirm your new email for Nivaas',
    text: `${body}\n\n${link}\n`,
    html: layout('Confirm email change', body, 'Confirm', link),
    link,
  };
}

/** A notification that also goes by mail (stays, rent increases): its title, text and a link. */
export function notificationMail(input: {
  to: string;
  firstName: string;
  title: string;
  body: string;
  cta: string;
  link: string;
}): Mail {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const body = `${greeting} ${input.body}`;
  return {
    to: input.to,
    subject: `${input.title} - Nivaas`,
    text: `${body}\n\n${input.link}\n`,
    html: layout(input.title, body, input.cta, input.link),
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
}): Mail {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const count = input.items.length;
  const intro = `${greeting} ${count === 1 ? 'a new listing matches' : `${count} new listings match`} your saved searches.`;
  const lines = input.items.map((i) => `- ${i.title}, ${i.city} (${i.searchName}): ${i.link}`);
  const stops = input.unsubscribe.map((u) => `Stop alerts for "${u.searchName}": ${u.link}`);
  const list = input.items
    .map(
      (i) =>
        `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.title)}</a>, ${escapeHtml(i.city)} <span style="color:#6b7280">(${escapeHtml(i.searchName)})</span></li>`,
    )
    .join('');
  const stopHtml = input.unsubscribe
    .map(
      (u) =>
        `<a href="${escapeHtml(u.link)}" style="color:#6b7280">Stop alerts for “${escapeHtml(u.searchName)}”</a>`,
    )
    .join('<br>');
  return {
    to: input.to,
    subject: `${count === 1 ? 'A new listing matches' : `${count} new listings match`} your saved searches - Nivaas`,
    text: `${intro}\n\n${lines.join('\n')}\n\nYour saved searches: ${input.allLink}\n\n${stops.join('\n')}\n`,
    html: `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#0b7285">Nivaas</h2><h3>New listings for your saved searches</h3><p>${escapeHtml(intro)}</p>
<ul>${list}</ul>
<p><a href="${escapeHtml(input.allLink)}">Your saved searches</a></p>
<p style="font-size:12px">${stopHtml}</p>
</body></html>`,
    link: input.unsubscribe[0]?.link ?? input.allLink,
  };
}
