// Bench setup, run once with the servers' environment before they start (node --import tsx):
// migrates the database, creates the bench people and signs each one in. Used by bench:chat,
// bench:http and soak.
//
// Hashing or checking a password costs ~100–450 ms of scrypt per person on a busy two-core
// machine, which would make 2,000 sign-ups and sign-ins take many minutes, so: every account
// is a real users + credential accounts row made through Better Auth's own adapter, sharing one
// password hash; every session is a real sessions row made by Better Auth, and its cookie is
// signed with AUTH_SECRET exactly as Better Auth signs it (HMAC-SHA256). The servers then check
// each cookie on every request and socket handshake, so a wrong one would fail the bench.
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

const { values } = parseArgs({
  options: { users: { type: 'string' }, out: { type: 'string' } },
});
const count = Number(values.users);
if (!Number.isInteger(count) || count < 2 || !values.out) {
  throw new Error('usage: setup-users.ts --users N --out FILE');
}

const config = loadConfig(process.env);
const app = await buildApp({ config, logger: false });
try {
  const ctx = await app.auth.$context;
  // Every bench person has this password; bench:http signs some of them in with it.
  const password = `Bench-${config.authSecret.slice(0, 12)}`;
  const hash = await ctx.password.hash(password);
  const cookieName = ctx.authCookies.sessionToken.name;
  const sign = (token: string) =>
    encodeURIComponent(
      `${token}.${createHmac('sha256', config.authSecret).update(token).digest('base64')}`,
    );
  const runId = Date.now().toString(36);

  const makeOne = async (i: number) => {
    const email = `bench-${runId}-${i}@bench.nivaas.test`;
    const user = await ctx.internalAdapter.createUser(
      {
        email,
        name: `Bench ${i}`,
        emailVerified: true,
        firstName: 'Bench',
        lastName: String(i),
        userType: 'tenant',
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    const session = await ctx.internalAdapter.createSession(user.id);
    return { id: user.id, email, password, cookie: `${cookieName}=${sign(session.token)}` };
  };

  const people: Array<{ id: string; email: string; password: string; cookie: string }> = [];
  const batch = 25;
  for (let start = 0; start < count; start += batch) {
    const ids = Array.from({ length: Math.min(batch, count - start) }, (_, k) => start + k);
    people.push(...(await Promise.all(ids.map(makeOne))));
  }
  writeFileSync(values.out, JSON.stringify(people));
} finally {
  await app.loginTracker.drain();
  await app.close();
}
