import { createHmac } from 'node:crypto';

/**
 * DEMO ONLY: the demo admin's authenticator secret, fixed by the demo seed
 * (apps/server/src/seed/demo-two-factor.ts) so tests can compute its codes.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'NIVAASDEMOADMINTOTPSECRETTWOFACT';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits), as authenticator apps compute it. */
export function totpCode(secret = DEMO_ADMIN_TOTP_SECRET, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}
