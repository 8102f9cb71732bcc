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
