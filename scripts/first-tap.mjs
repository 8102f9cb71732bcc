// npm run bench:first-tap [-- --runs 3] [--port 4318] [--cpu 4,6] [--only menu|language|search|<page>]
//                          [--web-dist dir]  (another build of the web app, e.g. an earlier commit's)
//
// The first tap on a drawn page (issue 29): Lighthouse never acts, so what a visitor's first act
// costs (the app takes a visitor's page over then, decision 070) is measured here. In the system
// Chromium through Playwright, on a 390 px phone with the CPU slowed by DevTools
// (`Emulation.setCPUThrottlingRate`, 4× and 6×; the network is not throttled), each page is
// loaded, left until its files are fetched (network idle; a signed-in person's page also until
// the app has it, as it is taken over once idle), and then the first thing a person touches is
// tapped with the mouse at its centre:
//
//   menu      the menu button → the menu is open (every page);
//   language  the language list, then हिन्दी picked → the header is in Hindi (visitors' pages);
//   search    home's city list → the form can be used (the list enabled and focused);
//             signed-in search's Search with a query typed → the results for it are shown.
//
// The time is from the tap (the pointerdown's own timestamp) to the first frame that shows the
// result, median of `--runs`; beside it, the time from the tap to the app having the page
// (`<html data-live>`, the take-over's share of the wait), the page's load (navigation to the
// load event) and the benchmarkIndex of this machine at that moment (Lighthouse's CPU-speed figure, measured without
// throttling before each case; a quiet 2-core machine gives 1,700–2,900).
/* global window, document, performance, addEventListener, innerWidth, location, URLSearchParams, MutationObserver, sessionStorage -- the functions given to the page run there */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { demoSite, median } from './bench-site.mjs';
import { ensureBuilt, ensureInstalled, ensureNode, root } from './ensure.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('runs', 3)));
const port = Number(option('port', 4318));
const only = option('only', '');
const rates = option('cpu', '4,6').split(',').map(Number);
const webDist = path.resolve(option('web-dist', path.join(root, 'apps/web/dist')));
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const TIMEOUT_MS = 120_000;
/** A tap not answered within this long is reported as never answered. */
const ANSWER_MS = 30_000;

ensureNode();
ensureInstalled();
ensureBuilt();

const site = demoSite({ port, webDist, name: 'first-tap' });
const { base } = site;
let browser;
process.on('SIGINT', () => {
  void Promise.resolve(browser?.close())
    .then(site.cleanUp)
    .then(() => process.exit(130));
});

// Runs in the page before its own scripts: the first pointerdown's timestamp, kept for the page.
const RECORD_TAP = () => {
  addEventListener(
    'pointerdown',
    (event) => {
      window.__tapAt ??= performance.timeOrigin + event.timeStamp;
      // Kept for the page that may follow (a language picked loads the page again in it).
      if (!sessionStorage.getItem('tapAt')) sessionStorage.setItem('tapAt', String(window.__tapAt));
    },
    { capture: true },
  );
  // The moment the app has the page (`<html data-live>`): the take-over's share of the wait.
  new MutationObserver(() => {
    if (document.documentElement?.hasAttribute('data-live'))
      window.__liveAt ??= performance.timeOrigin + performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
};

/** What shows that a tap was answered, checked every frame; the moment (epoch ms) once true. */
const RESULTS = {
  menu: () => {
    const menu = [...document.querySelectorAll('dialog[open], [role="dialog"]')].find((d) => {
      const box = d.getBoundingClientRect();
      return box.width > 0 && box.right > 0 && box.left < innerWidth;
    });
    return menu ? performance.timeOrigin + performance.now() : false;
  },
  // The header's links in Hindi (a listing's heading is the owner's words, in any language).
  language: () => {
    const links = [...document.querySelectorAll('header a')];
    return document.documentElement.lang === 'hi' &&
      links.some((a) => /[\u0900-\u097f]/.test(a.textContent))
      ? performance.timeOrigin + performance.now()
      : false;
  },
  cityList: () => {
    const list = document.querySelector('form select');
    return list && !list.disabled && document.activeElement === list
      ? performance.timeOrigin + performance.now()
      : false;
  },
  results: () => {
    const busy = !!document.querySelector('[aria-busy="true"]');
    if (busy) window.__sawBusy = true;
    return window.__sawBusy && !busy && new URLSearchParams(location.search).get('q')
      ? performance.timeOrigin + performance.now()
      : false;
  },
};

/** Each tap: what is tapped (a locator), what to do after the tap, and its result. */
const TAPS = {
  menu: { target: (p) => p.getByRole('button', { name: 'Open menu' }), result: 'menu' },
  language: {
    target: (p) => p.getByRole('banner').getByRole('combobox'),
    after: (target) => target.selectOption('hi'),
    result: 'language',
  },
  homeSearch: {
    name: 'search',
    target: (p) =>
      p
        .getByRole('form', { name: /search/i })
        .locator('select')
        .first(),
    result: 'cityList',
  },
  signedInSearch: {
    name: 'search',
    before: (p) => p.getByRole('search').getByRole('textbox').fill('furnished'),
    target: (p) => p.getByRole('search').getByRole('button', { name: 'Search', exact: true }),
    result: 'results',
  },
};

async function tapOnce(url, tap, rate, cookie) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-IN',
    serviceWorkers: 'block',
  });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const [name, ...value] = c.split('=');
        return { name, value: value.join('='), url: base };
      }),
    );
  await context.addInitScript(RECORD_TAP);
  const page = await context.newPage();
  try {
    // The same origin first, so the slowdown holds for the page's own renderer.
    await page.goto(`${base}/api/health`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const load = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    if (cookie)
      await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: TIMEOUT_MS });
    const liveBefore = (await page.locator('html[data-live]').count()) > 0;
    await tap.before?.(page);
    const target = tap.target(page);
    const box = await target.boundingBox({ timeout: TIMEOUT_MS });
    if (!box) throw new Error(`${url}: nothing to tap for ${tap.result}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await tap.after?.(target);
    const shownAt = await page
      .waitForFunction(RESULTS[tap.result], undefined, { polling: 'raf', timeout: ANSWER_MS })
      .then((shown) => shown.jsonValue())
      .catch(() => Infinity);
    const [tapAt, liveAt] = await page.evaluate(() => [
      Number(sessionStorage.getItem('tapAt')),
      window.__liveAt,
    ]);
    // Not taken over when the answer showed (the menu opened without the app; a language loaded
    // the page again): no share of the wait is the take-over's.
    const takeOver = liveBefore ? 0 : liveAt === undefined ? NaN : liveAt - tapAt;
    return { load, answer: shownAt - tapAt, takeOver, liveBefore };
  } finally {
    await context.close();
  }
}

/** Lighthouse's benchmarkIndex, in a blank page without throttling. */
async function benchmarkIndex() {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

const ms = (v) =>
  Number.isNaN(v)
    ? 'not before the answer'
    : Number.isFinite(v)
      ? `${Math.round(v).toLocaleString('en-US')} ms`
      : `not within ${ANSWER_MS / 1000} s`;
let exitCode = 0;
try {
  console.log(
    `The first tap: Chromium at 390 px, CPU ${rates.map((r) => `${r}×`).join(' and ')} ` +
      `(network not throttled), median of ${runs}; load average ${loadavg()[0].toFixed(2)} at start.`,
  );
  await site.start();
  const cookie = await site.seekerCookie();
  const landing = '/rent/hyderabad/apartment';
  const { previewPath, id } = await site.firstListingOf(landing);
  const visitor = ['menu', 'language'];
  const pages = [
    { name: '/', path: '/', taps: [...visitor, 'homeSearch'] },
    { name: landing, path: landing, taps: visitor },
    { name: 'a public listing preview', path: previewPath, taps: visitor },
    { name: '/services/cleaning/hyderabad', path: '/services/cleaning/hyderabad', taps: visitor },
    { name: '/roommates/iit-madras', path: '/roommates/iit-madras', taps: visitor },
    { name: '/login', path: '/login', taps: visitor },
    { name: '/register', path: '/register', taps: visitor },
    {
      name: '/properties, signed in',
      path: '/properties',
      taps: ['menu', 'signedInSearch'],
      cookie,
    },
    { name: 'a listing, signed in', path: `/properties/${id}`, taps: ['menu'], cookie },
  ];
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const rows = [];
  for (const rate of rates) {
    for (const page of pages) {
      for (const key of page.taps) {
        const tap = TAPS[key];
        const tapName = tap.name ?? key;
        if (only && !tapName.includes(only) && !page.name.includes(only)) continue;
        const index = await benchmarkIndex();
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(await tapOnce(`${base}${page.path}`, tap, rate, page.cookie));
        const row = {
          page: page.name,
          tap: tapName,
          rate,
          answer: median(results.map((r) => r.answer)),
          answers: results.map((r) => (Number.isFinite(r.answer) ? Math.round(r.answer) : '–')),
          takeOver: median(results.map((r) => r.takeOver)),
          load: median(results.map((r) => r.load)),
          live: results.every((r) => r.liveBefore),
          index,
          loadavg: loadavg()[0],
        };
        rows.push(row);
        console.log(
          `  ${rate}× ${page.name} ${tapName}: ${ms(row.answer)} (${row.answers.join(', ')}), ` +
            `taken over ${row.live ? 'before the tap' : `${ms(row.takeOver)} after it`}, page load ${ms(row.load)}, benchmarkIndex ${index}, load ${row.loadavg.toFixed(2)}`,
        );
      }
    }
  }
  console.log('');
  console.log(
    '| page | tap | CPU | tap → shown (median) | runs (ms) | tap → taken over (median) | page load | benchmarkIndex | load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.tap} | ${r.rate}× | ${ms(r.answer)} | ${r.answers.join(', ')} | ${r.live ? 'before the tap' : ms(r.takeOver)} | ${ms(r.load)} | ${r.index.toLocaleString('en-US')} | ${r.loadavg.toFixed(1)} |`,
    );
  const slowest = rows.filter((r) => r.rate === 4).sort((a, b) => b.answer - a.answer)[0];
  if (slowest)
    console.log(
      `\nSlowest first tap at 4×: ${slowest.page}, ${slowest.tap}, ${ms(slowest.answer)}; ` +
        `load average ${loadavg()[0].toFixed(2)} at the end.`,
    );
} catch (err) {
  console.error(`\n✖ ${err instanceof Error ? err.stack : String(err)}`);
  exitCode = 2;
} finally {
  await browser?.close();
  await site.cleanUp();
}
process.exit(exitCode);
