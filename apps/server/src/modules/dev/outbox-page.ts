import type { OutboxMail } from './dev.repository';

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only web links become clickable; anything else (javascript:, data:) is shown as text. */
const safeHref = (link: string): string | null => {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

const row = (mail: OutboxMail): string => {
  const href = safeHref(mail.link);
  const link = href
    ? `<a href="${escapeHtml(href)}">${escapeHtml(actionLabel(mail.subject))}</a>`
    : escapeHtml(mail.link || '—');
  return `<tr><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td>
<td><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
<td>${link}</td></tr>`;
};

const actionLabel = (subject: string): string =>
  /verify/i.test(subject)
    ? 'Verify email'
    : /reset/i.test(subject)
      ? 'Reset password'
      : /confirm/i.test(subject)
        ? 'Confirm'
        : 'Open link';

/** The laptop's inbox: what Nivaas would have mailed, with each mail's link one click away. */
export function renderOutboxPage(mails: OutboxMail[], filter: string | undefined): string {
  const rows = mails.length
    ? mails.map(row).join('\n')
    : '<tr><td colspan="4">No mails yet. Register an account and its verification mail appears here.</td></tr>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nivaas dev outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1f2937}
h1{font-size:1.4rem;color:#0b7285}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top;word-break:break-word}
a{color:#0b7285;font-weight:600}
form{margin:12px 0;display:flex;gap:8px;flex-wrap:wrap}
input{padding:6px;min-width:220px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:600px){thead{display:none}tr{display:block;border-bottom:1px solid #e5e7eb;padding:8px 0}td{display:block;border:0;padding:2px 0}}
</style></head>
<body><main>
<h1>Nivaas dev outbox</h1>
<p>Without SMTP_URL, mails are kept here instead of being sent. The newest 50 are shown, newest first.</p>
<form method="get" action="/dev/outbox"><label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(filter ?? '')}"><button type="submit">Filter</button></form>
<table><caption class="sr-only">Mails</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Time</th><th scope="col">Link</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>`;
}
