// Plain helpers for the browser tests: the demo accounts, screenshots, the sign-in form and new
// verified accounts. Tests get people and pages from the fixtures in ./fixtures.ts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3111}`;
export const DEMO_PASSWORD = 'Nivaas@2026';
/** The seeded demo people, one per role (seed: apps/server/src/seed/demo-accounts.ts). */
export const DEMO = {
  seeker: 'seeker@nivaas.demo',
  owner: 'owner@nivaas.demo',
  provider: 'provider@nivaas.demo',
  admin: 'admin@nivaas.demo',
} as const;
export type DemoRole = keyof typeof DEMO;
export const DEMO_ROLES = Object.keys(DEMO) as DemoRole[];

/** Where auth.setup.ts keeps the signed-in session (cookies) of each demo role for the run. */
export const authFile = (role: DemoRole) =>
  path.join(process.cwd(), 'test-results', '.auth', `${role}.json`);

const shotsDir = path.join(process.cwd(), 'test-results', 'screenshots');

export const NARROW = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 800 };

/**
 * Saves the whole page as a person sees it, narrow (phone) and wide (laptop), as
 * test-results/screenshots/<name>-390.png and <name>-1280.png; returns the two files.
 */
export async function saveScreens(page: Page, name: string): Promise<string[]> {
  mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const [label, size] of [
    ['390', NARROW],
    ['1280', WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await settled(page);
    const file = path.join(shotsDir, `${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/**
 * The page has laid itself out again at its new size: fonts loaded and two frames painted, or
 * a second gone. Headless Chromium sometimes paints no frame for a page that waits for nothing
 * (its animation frames never come): unbounded, that wait held a test until its 120 s timeout.
 * The screenshot then waits for the fonts itself and takes its own frame.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = new Promise<void>((done) => {
      void document.fonts.ready.then(() =>
        requestAnimationFrame(() => requestAnimationFrame(() => done())),
      );
    });
    await Promise.race([frames, new Promise((done) => setTimeout(done, 1000))]);
  });
}

/**
 * Waits until a signed-in page has downloaded the parts the shell loads after its first paint:
 * the shell's notices (connection banner, new version) and the new-message toast (apps/web/src/app/shell/
 * connection-banner-slot.tsx). Cutting the network before then shows the spec's "Connection
 * Notice" (the page's code could not be downloaded) in place of the page, as it would for a
 * person; a test about going offline means a page that has finished loading.
 */
export async function deferredPartsLoaded(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const loaded = performance.getEntriesByType('resource').map((e) => e.name);
          return ['shell-notices', 'message-toast'].filter(
            (part) => !loaded.some((url) => new URL(url).pathname.startsWith(`/assets/${part}-`)),
          );
        }),
      { message: 'parts of the page still to download' },
    )
    .toEqual([]);
}

/**
 * Types an email and password into the sign-in form already on screen and submits it. Every
 * submit counts against the server's sign-in limit (30 a minute from one address in the browser tests): only the
 * tests about signing in use it.
 */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/**
 * A new account of `role`, verified through the dev outbox as a person would click the mail's
 * link. The link signs the person in (in `page`'s browser context), so this makes no sign-in
 * attempt; sign-ups have their own, higher limit in the browser tests.
 */
export async function registerVerified(
  page: Page,
  role: 'tenant' | 'owner' | 'service-provider',
  firstName: string,
  lastName: string,
  password = 'Nivaas-e2e-2026',
): Promise<string> {
  const email = uniqueEmail(role);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE_URL },
    data: {
      email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      userType: role,
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const outbox = await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json();
  const link: string | undefined = (outbox.mails ?? outbox)[0]?.link;
  if (!link) throw new Error(`no verification mail for ${email}`);
  const verified = await page.request.get(link);
  if (verified.status() >= 400) throw new Error(`verification failed: ${verified.status()}`);
  const me = await page.request.get('/api/me');
  if (!me.ok()) throw new Error(`not signed in after verifying ${email}: ${me.status()}`);
  return email;
}

/** The newest code the dev outbox holds for a number (E.164), as the SMS would bring it. */
export async function codeFor(page: Page, e164: string): Promise<string> {
  const outbox = await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(e164)}`)
  ).json();
  const text: string = (outbox.mails ?? outbox)[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `an SMS to ${e164} in the dev outbox`).toBeTruthy();
  return code!;
}

/**
 * The person has chosen `language` before the page loads: where the app keeps that choice, the
 * browser's storage and the cookie the server draws pages by (LANGUAGE_STORAGE_KEY and
 * LANGUAGE_COOKIE in @nivaas/shared).
 */
export async function speak(page: Page, language: string): Promise<void> {
  await page
    .context()
    .addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'nivaas.language',
      language,
    ] as const);
  await page.context().addCookies([{ name: 'nivaas_language', value: language, url: BASE_URL }]);
}
