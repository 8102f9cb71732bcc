import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3111}`;
export const DEMO_PASSWORD = 'Nivaas@2026';
export const DEMO = {
  seeker: 'seeker@nivaas.demo',
  owner: 'owner@nivaas.demo',
  provider: 'provider@nivaas.demo',
  admin: 'admin@nivaas.demo',
} as const;

const shotsDir = path.join(process.cwd(), 'test-results', 'screenshots');
mkdirSync(shotsDir, { recursive: true });

export const NARROW = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 800 };

/** Saves the screen as a person sees it, narrow (phone) and wide (laptop). */
export async function snap(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of [
    ['390', NARROW],
    ['1280', WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Signs in through the real form. */
export async function signInWithForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs in through the API (faster, for tests about something else); cookies land in the page's context. */
export async function signInWithApi(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: BASE_URL },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/**
 * A new account of `role`, verified through the dev outbox as a person would click the mail's
 * link, and signed in in `page`'s browser context.
 */
export async function registerVerified(
  page: Page,
  role: 'tenant' | 'owner',
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
  await signInWithApi(page, email, password);
  return email;
}
