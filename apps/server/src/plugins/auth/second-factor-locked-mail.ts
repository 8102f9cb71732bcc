import type { Mail } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * To the account's owner when wrong two-step codes locked the second step of signing in. Whoever
 * typed them got past the password, so the mail asks for a new one; it names no address or
 * place and asks for nothing but a visit to Nivaas itself.
 */
export function secondFactorLockedMail(input: {
  to: string;
  firstName: string;
  failures: number;
  minutes: number;
  publicUrl: string;
}): Mail {
  const link = `${input.publicUrl}/auth/forgot-password`;
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const body =
    `${greeting} a wrong two-step verification code was entered ${input.failures} times in a row ` +
    `while signing in to your Nivaas account, so this step is locked for ${input.minutes} minutes. ` +
    'Only someone who knew your password could reach this step. If it was not you, reset your ' +
    'password now; your authenticator app and backup codes keep working.';
  const title = 'Two-step verification locked on your account';
  return {
    to: input.to,
    subject: 'Two-step verification locked on your Nivaas account',
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
