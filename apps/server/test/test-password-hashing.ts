import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../src/plugins/auth/create-auth';

/**
 * The tests' password hashing: Better Auth's own scheme (scrypt, r 16, p 1, a 64-byte key, stored
 * as `salt:key` in hex) at N = 1,024 instead of 16,384. One hash there costs about 100 ms of CPU
 * on a 2-core CI machine, and the suites make thousands of accounts, each hashed once and checked
 * at sign-in. Sign-up, sign-in, password changes and resets run the same code paths.
 */
const N = 1024;
const R = 16;
const KEY_BYTES = 64;

const derive = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N, r: R, p: 1, maxmem: 128 * N * R * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
