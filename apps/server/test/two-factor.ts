import type { FastifyInstance } from 'fastify';
import { totpCode } from '../src/plugins/auth/totp-code';
import { TEST_ORIGIN } from './build-test-app';
import { cookieFrom } from './accounts';

export { totpCode };

export interface Enrolment {
  /** Cookie of the session that enabled TOTP (it passed the second factor). */
  cookie: string;
  /** Base32, as an authenticator app reads it from the otpauth:// URI. */
  secret: string;
  backupCodes: string[];
}

const post = (app: FastifyInstance, url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

/** Turns TOTP on the way a person does: enable with the password, then confirm one code. */
export async function enrolTotp(
  app: FastifyInstance,
  cookie: string,
  password: string,
): Promise<Enrolment> {
  const enabled = await post(app, '/api/auth/two-factor/enable', cookie, { password });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verified = await post(app, '/api/auth/two-factor/verify-totp', cookie, {
    code: totpCode(secret),
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { cookie: cookieFrom(verified.headers['set-cookie']), secret, backupCodes };
}
