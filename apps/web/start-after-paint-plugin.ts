import type { Plugin } from 'vite';

/**
 * The first lines a page runs. Where the server drew the page's first screen, the app starts
 * once that screen is painted: its code (React, Mantine, the page) would otherwise take the
 * phone's bandwidth from the page's styles and first photo, and its evaluation, the longest
 * task of a page's start, would hold the paint back. The server moves the app's preloads into
 * `#nivaas-later` (first-screen.ts); they are added here a few a task after the paint, then
 * the app's files are run one a task before the entry. A hidden tab paints no frame: it starts anyway after a second. Pages without a drawn screen
 * start at once, as before.
 */
const START = `// Light or dark before the first paint, as the app will decide (Mantine's stored choice, else
// the phone's): the server drew the page light, and a later switch restyles the whole page.
try {
  let scheme = localStorage.getItem('mantine-color-scheme-value');
  if (scheme !== 'light' && scheme !== 'dark')
    scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // storage blocked: the app decides when it starts
}
// Hindi, Telugu and Tamil are drawn with the app's own fonts (app/indic-fonts.css). Text laid
// out while its face was still downloading gets a stand-in (boxes on a device without Indic
// fonts), and Chromium sometimes keeps it after the face has loaded: the header's links and
// its "Online" stayed boxes. A change of the root's letter spacing (a thousandth of a pixel,
// invisible) makes the browser lay all text out again with the loaded faces.
const relayout = () => {
  const root = document.documentElement.style;
  root.letterSpacing = root.letterSpacing ? '' : '0.001px';
};
document.fonts?.addEventListener('loadingdone', relayout);
document.fonts?.ready.then(relayout);
// Parsers without eval, which our CSP refuses, before any of the app's files runs: they may
// run in any order here, and a file that parses at load would otherwise make zod try it once
// (what disableSchemaCompilation in @nivaas/shared/schema-runtime sets, without zod).
(globalThis.__zod_globalConfig ??= {}).jitless = true;
const app = document.querySelector('meta[name="nivaas-app"]').content;
const later = document.getElementById('nivaas-later');
const links = later ? JSON.parse(later.textContent) : [];
let started = false;
// What the server kept back until the paint (the app's files, the page's texts), a few links a
// task: each costs the browser a moment, and forty at once are a long task on a phone.
const preloadSome = () => {
  for (const { rel, as, href } of links.splice(0, 6)) {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  if (links.length) setTimeout(preloadSome, 0);
  else setTimeout(evaluateSome, 0);
};
// Then the app's files are run one a task, in the server's order (each after the files it
// imports), and the entry last: importing the entry at once would run all of them in one long
// task.
const modules = links
  .filter(({ rel, href }) => rel === 'modulepreload' && href !== app)
  .map(({ href }) => href);
const evaluateSome = () => {
  const href = modules.shift();
  if (!href) return void import(app);
  import(href).then(
    () => setTimeout(evaluateSome, 0),
    () => import(app),
  );
};
const start = () => {
  if (started) return;
  started = true;
  preloadSome();
};
if (document.getElementById('nivaas-screen')) {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
} else start();
`;

/**
 * index.html loads the built entry as a module preload and runs `start.js` (above) in its place
 * (decision 036). Vite's own tags, the entry's chunk and its manifest are unchanged.
 */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'nivaas-start-after-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
        html,
      );
      if (!entry) throw new Error('index.html has no entry script to start after the paint');
      const ref = this.emitFile({ type: 'asset', name: 'start.js', source: START });
      const start = this.getFileName(ref);
      page.source = html.replace(
        entry[0],
        `<meta name="nivaas-app" content="${entry[1]}">\n    <link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script type="module" crossorigin src="/${start}"></script>`,
      );
    },
  };
}
