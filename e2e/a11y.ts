import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { NodeResult } from 'axe-core';

/** A failing element: its selector, and for contrast the colours axe measured. */
function described(node: NodeResult): string {
  const data = node.any[0]?.data as Partial<ContrastData> | undefined;
  const colours = data?.fgColor
    ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, ${data.fontSize} ${data.fontWeight}]`
    : '';
  return `${node.target.join(' ')}${colours}`;
}

interface ContrastData {
  fgColor: string;
  bgColor: string;
  contrastRatio: number;
  fontSize: string;
  fontWeight: string;
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it is now and answers the serious and
 * critical violations, each as "rule: help (selectors)", so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map(described).join(', ')})`);
}

/**
 * The page has its content: a main heading, its data arrived and no spinner still waiting
 * (axe would check the placeholders' colours, not the page's).
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Mantine's transitions fade colours in; wait for them to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
