// Signs each demo role in once per run and saves its session for the fixtures (./fixtures.ts):
// the tests reuse these instead of signing in, so a run stays far below the server's sign-in
// limit, which the browser tests keep on.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { authFile, BASE_URL, DEMO, DEMO_PASSWORD, DEMO_ROLES } from './support';
import { totpCode } from './totp';

for (const role of DEMO_ROLES) {
  setup(`the demo ${role} signs in once for the run`, async ({ request }) => {
    const res = await request.post('/api/auth/sign-in/email', {
      data: { email: DEMO[role], password: DEMO_PASSWORD },
      headers: { origin: BASE_URL },
    });
    expect(res.status(), await res.text()).toBe(200);
    // The demo admin has an authenticator app: the session starts only with its code.
    if (((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const verified = await request.post('/api/auth/two-factor/verify-totp', {
        data: { code: totpCode() },
        headers: { origin: BASE_URL },
      });
      expect(verified.status(), await verified.text()).toBe(200);
    }
    const me = await request.get('/api/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(DEMO[role]);
    mkdirSync(path.dirname(authFile(role)), { recursive: true });
    await request.storageState({ path: authFile(role) });
  });
}
