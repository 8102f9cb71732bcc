import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { base32Encode, totpCode } from '../plugins/auth/totp-code';
import { DEMO_ADMIN_TOTP_SECRET, demoAdminOtpauthUri } from './demo-two-factor';

const e2eCopy = fileURLToPath(new URL('../../../../e2e/totp.ts', import.meta.url));

describe('the demo admin’s authenticator secret', () => {
  it('computes the codes of RFC 6238 (its SHA-1 test vectors, six digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('is what the printed otpauth link carries and what the browser tests compute codes from', () => {
    const uri = new URL(demoAdminOtpauthUri('admin@nivaas.demo'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(DEMO_ADMIN_TOTP_SECRET);
    expect(uri.searchParams.get('issuer')).toBe('Nivaas');
    // The browser tests cannot import across the TypeScript projects; they keep a copy.
    const e2e = readFileSync(e2eCopy, 'utf8');
    expect(e2e).toContain(`'${DEMO_ADMIN_TOTP_SECRET}'`);
  });
});
