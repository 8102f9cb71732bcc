import type { Mail } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * To the account's owner after repeated wrong passwords. It names no address or place (the
 * attempts may come from many) and asks for nothing but a visit to Nivaas itself.
 */
export function failedSignInsMail(input: {
  to: string;
  firstName: string;
  failures: number;
  publicUrl: string;
}): Mail {
  const link = `${input.publicUrl}/auth/forgot-password`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const body =
    `${greeting} someone has entered a wrong password for your Nivaas account ${input.failures} times. ` +
    'Further attempts are being slowed down. If it was you, you can reset your password. ' +
    'If it was not you, your account is still safe while your password is not shared; ' +
    'choosing a new, longer one makes it safer.';
  const title = 'Failed sign-in attempts on your account';
  return {
    to: input.to,
    subject: 'Failed sign-in attempts on your Nivaas account',
    text: `${body}\n\n${link}\n`,
    html: `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h2 style="color:#0b7285">Nivaas</h2><h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0b7285;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Reset your password</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escapeHtml(link)}</p>
</body></html>`,
    link,
  };
}
