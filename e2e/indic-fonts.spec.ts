import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { NARROW, speak, WIDE } from './support';
import { test } from './without-indic-fonts';

/**
 * Hindi, Telugu and Tamil are drawn with Nivaas's own Noto Sans faces at every weight the page
 * uses, on a machine without Indic fonts (./without-indic-fonts.ts): the assertions read the
 * page's web-font faces (document.fonts), never the system's fonts.
 */
const SCRIPTS = [
  { code: 'hi', family: 'Noto Sans Devanagari', letters: '[\\u0900-\\u097F]' },
  { code: 'te', family: 'Noto Sans Telugu', letters: '[\\u0C00-\\u0C7F]' },
  { code: 'ta', family: 'Noto Sans Tamil', letters: '[\\u0B80-\\u0BFF]' },
] as const;

interface Drawn {
  /** Weights (400, 500…) of the visible text in the script, with a sample of each. */
  used: Array<{ weight: string; sample: string }>;
  /** Of those, the weights drawn without a loaded face of the family at that weight. */
  missing: string[];
}

/** Once the page has settled: which weights the script's visible text uses, and any unloaded. */
function drawnWith(page: Page, family: string, letters: string): Promise<Drawn> {
  return page.evaluate(
    async ({ family, letters }) => {
      await document.fonts.ready;
      const script = new RegExp(letters);
      const used = new Map<string, string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const el = node.parentElement;
        if (!el || !script.test(text) || !el.checkVisibility({ visibilityProperty: true }))
          continue;
        const weight = getComputedStyle(el).fontWeight;
        if (!used.has(weight)) used.set(weight, text.trim());
        // For stuckText: the elements whose own text is in the script.
        el.dataset.scriptText = '';
      }
      const faces: FontFace[] = [];
      document.fonts.forEach((face) => faces.push(face));
      const missing = [...used].filter(([weight, sample]) => {
        const ofWeight = faces.filter(
          (f) => f.family.replace(/["']/g, '') === family && f.weight === weight,
        );
        // A face fetched again after a failed download is a second face of that weight, beside
        // the failed one, which document.fonts.check() then never counts as ready.
        const loaded = ofWeight.some((f) => f.status === 'loaded');
        if (ofWeight.some((f) => f.status === 'error')) return !loaded;
        return !(loaded && document.fonts.check(`${weight} 16px "${family}"`, sample));
      });
      return {
        used: [...used].map(([weight, sample]) => ({ weight, sample })),
        missing: missing.map(([weight]) => weight),
      };
    },
    { family, letters },
  );
}

/**
 * The script's visible text still drawn with a system font (Chromium's stand-in while a face
 * downloads: boxes here), as Chromium reports the fonts it used for each element's text: a
 * system font may draw the spaces, digits and Latin letters beside the script, nothing more.
 */
async function stuckText(page: Page, letters: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-script-text]',
  });
  const stuck: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { object } = await cdp.send('DOM.resolveNode', { nodeId });
    const text = (
      await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration: 'function () { return this.textContent; }',
        returnByValue: true,
      })
    ).result.value as string;
    const others = [...text].filter((c) => !new RegExp(letters).test(c)).length;
    const system = fonts.filter((f) => !f.isCustomFont).reduce((n, f) => n + f.glyphCount, 0);
    if (system > others) stuck.push(`"${text.trim()}": ${JSON.stringify(fonts)}`);
  }
  await cdp.detach();
  return stuck;
}

for (const script of SCRIPTS) {
  test(`${script.code}: a landing page's ${script.family} text has its face at every weight`, async ({
    page,
  }) => {
    // The visitor chooses the language in the header, then opens a page the server draws in it.
    await page.setViewportSize(WIDE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox').selectOption(script.code);
    await expect(page.locator('html')).toHaveAttribute('lang', script.code);
    await page.goto('/rent/hyderabad/apartment');
    await expect(page.locator('html')).toHaveAttribute('lang', script.code);

    await expect
      .poll(async () => (await drawnWith(page, script.family, script.letters)).missing)
      .toEqual([]);
    const { used } = await drawnWith(page, script.family, script.letters);
    await expect.poll(() => stuckText(page, script.letters)).toEqual([]);
    // Body text, labels and headings at least: a page in one weight would prove little.
    expect(used.map((u) => u.weight)).toEqual(expect.arrayContaining(['400', '500', '700']));
    await page.screenshot({
      path: `test-results/screenshots/fonts-landing-${script.code}-1280.png`,
    });

    await page.setViewportSize(NARROW);
    await page.reload();
    await expect
      .poll(async () => (await drawnWith(page, script.family, script.letters)).missing)
      .toEqual([]);
    await expect.poll(() => stuckText(page, script.letters)).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/fonts-landing-${script.code}-390.png`,
    });
  });
}

test('a face whose download fails is fetched again, so its letters are not left as boxes', async ({
  page,
}) => {
  // A phone's connection drops the first download of the Tamil face that labels and links use.
  const tamil = SCRIPTS.find((s) => s.code === 'ta')!;
  let downloads = 0;
  await page.route(/noto-sans-tamil-tamil-500-normal/, async (route) => {
    downloads += 1;
    if (downloads === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await speak(page, 'ta');
  await page.setViewportSize(WIDE);
  await page.goto('/rent/hyderabad/apartment');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  await expect
    .poll(async () => (await drawnWith(page, tamil.family, tamil.letters)).missing)
    .toEqual([]);
  await expect.poll(() => stuckText(page, tamil.letters)).toEqual([]);
  expect(downloads).toBe(2);
  await page.screenshot({ path: 'test-results/screenshots/fonts-refetched-ta-1280.png' });
});
