import type { Plugin } from 'vite';

/**
 * Where the app keeps a chosen language (`LANGUAGE_STORAGE_KEY` and `LANGUAGE_COOKIE` of
 * @nivaas/shared, which this build-time file cannot import; start-script.test.ts holds them equal).
 */
export const START_LANGUAGE_KEYS = { storage: 'nivaas.language', cookie: 'nivaas_language' };

/**
 * The first lines a page runs. Where the server drew the page's first screen, the app's files
 * are fetched once that screen is painted, and the app takes the screen over when the visitor
 * first wants something of it (decisions 060 and 070): a touch, a key, focus, a pointer over a
 * control, or a part that needs the app coming near the screen. A visitor's page that is only
 * read is never taken over, and neither is a signed-in person's until they act or the server
 * sends them something (a notice, a message), which a bare WebSocket listens for. Until then the
 * drawn page is plain HTML: it scrolls and its links and the language picker work without the
 * app, and nothing blocks the first tap.
 * The server moves the app's preloads into `#nivaas-later` (first-screen.ts); they are added
 * here a few a task after the paint, then, on the take-over, the app's files are run one a task
 * before the entry. A tap on a control that needs the app (the menu button, the light/dark
 * switch, a tab or choice such as sign-in's "Mobile number") and a language picked before the
 * take-over are replayed once the app has the page, and a form field tapped while its form still
 * waits for the app gets the focus then. Three first taps need no app at all (decisions 077 and
 * 082): the menu, a `<dialog>` drawn with the page, is opened and closed here; a language picked
 * loads the same page again, drawn by the server in that language; home's search form is used
 * as HTML and its Search opens the page it names (`data-go`).
 * A hidden tab paints no frame: its files are fetched anyway after a second. Pages without a
 * drawn screen start at once, as before.
 */
export const START = `// Light or dark before the first paint, as the app will decide (Mantine's stored choice, else
// the phone's): the server drew the page light, and a later switch restyles the whole page.
try {
  let scheme = localStorage.getItem('mantine-color-scheme-value');
  if (scheme !== 'light' && scheme !== 'dark')
    scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  // The "Dark mode" switches of a drawn page (footer, menu) say so before the app has the page.
  addEventListener('DOMContentLoaded', () => {
    for (const box of document.querySelectorAll('input[data-dark-switch]'))
      box.checked = scheme === 'dark';
  });
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
// A face whose download failed (a connection dropped on a phone, a request the browser gave up)
// is never fetched again by the browser: its letters stayed boxes for the page's life. Each
// failed face is fetched again as a copy of its stylesheet rule, up to 3 times, 1, 2 and 3 s
// later; the copy draws the text once loaded (and relayout above lays it out again).
const fontTries = new Map();
// A face can fail between this file's look at the faces below and the browser's loadingerror
// event: both then name it, and it would be fetched twice. Each failed face is fetched again once.
const fontsFailed = new WeakSet();
// The build bundles the stylesheets (no @import left), so a face's rule is a top-level one.
const fontSource = (face, rules) => {
  const unquote = (name) => name.replace(/["']/g, '');
  for (const rule of rules)
    if (
      rule instanceof CSSFontFaceRule &&
      unquote(rule.style.getPropertyValue('font-family')) === unquote(face.family) &&
      rule.style.getPropertyValue('font-weight') === face.weight &&
      (rule.style.getPropertyValue('font-style') || 'normal') === face.style
    )
      return rule.style.getPropertyValue('src');
};
const fetchAgain = (face) => {
  if (fontsFailed.has(face)) return;
  fontsFailed.add(face);
  const key = [face.family, face.weight, face.style, face.unicodeRange].join('|');
  const tries = (fontTries.get(key) ?? 0) + 1;
  if (tries > 3) return;
  fontTries.set(key, tries);
  let src;
  for (const sheet of document.styleSheets) {
    try {
      src = fontSource(face, sheet.cssRules);
    } catch {
      // a stylesheet of another origin: not ours
    }
    if (src) break;
  }
  if (!src) return;
  setTimeout(() => {
    const again = new FontFace(face.family, src, {
      weight: face.weight,
      style: face.style,
      unicodeRange: face.unicodeRange,
      display: face.display,
    });
    document.fonts.add(again);
    again.load().catch(() => {});
  }, tries * 1000);
};
// This file runs after the page is parsed: a face may have failed before.
document.fonts?.forEach((face) => face.status === 'error' && fetchAgain(face));
document.fonts?.addEventListener('loadingerror', (event) => event.fontfaces.forEach(fetchAgain));
// Parsers without eval, which our CSP refuses, before any of the app's files runs: they may
// run in any order here, and a file that parses at load would otherwise make zod try it once
// (what disableSchemaCompilation in @nivaas/shared/schema-runtime sets, without zod).
(globalThis.__zod_globalConfig ??= {}).jitless = true;
const app = document.querySelector('meta[name="nivaas-app"]').content;
const later = document.getElementById('nivaas-later');
const links = later ? JSON.parse(later.textContent) : [];
const screen = document.getElementById('nivaas-screen');
const drawn = !!screen;
let fetching = false;
let fetched = false;
let wanted = !drawn;
// What the server kept back until the paint (the app's files, the page's texts), one link a
// task: adding one costs the browser several milliseconds (8 ms here on a busy laptop, without
// throttling), so six a task were long tasks on a phone (decision 070).
const preloadSome = () => {
  for (const { rel, as, href } of links.splice(0, 1)) {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
  if (links.length) return void setTimeout(preloadSome, 0);
  fetched = true;
  if (wanted) setTimeout(evaluateSome, 0);
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
const fetchFiles = () => {
  if (fetching) return;
  fetching = true;
  preloadSome();
};
// The take-over: at the first sign that the visitor wants something of the page.
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]';
// A field tapped in a form that waits for the app (disabled until it has the page, decision
// 036): it gets the focus once the app has the page, so the first tap is not lost. Heard until
// then, not only at the first sign of intent: a mouse passing over the field comes first.
let field = null;
const onFieldTap = (event) => {
  if (field) return;
  const target = event.target instanceof Element ? event.target : null;
  const label = target?.closest('label');
  const found = label?.control ?? target?.closest('input, textarea, select');
  if (found && found.closest('fieldset[disabled]')) field = found;
};
const takeOver = () => {
  if (wanted) return;
  wanted = true;
  for (const type of INTENT) removeEventListener(type, takeOver, true);
  removeEventListener('pointerover', onPointerOver, true);
  near?.disconnect();
  fetchFiles();
  if (fetched) setTimeout(evaluateSome, 0);
};
const onPointerOver = (event) => {
  if (event.target instanceof Element && event.target.closest(CONTROL)) takeOver();
};
let near;
if (drawn) {
  for (const type of INTENT) addEventListener(type, takeOver, { capture: true, passive: true });
  for (const type of ['pointerdown', 'touchstart'])
    addEventListener(type, onFieldTap, { capture: true, passive: true });
  addEventListener('pointerover', onPointerOver, { capture: true, passive: true });
  // Parts that need the app to show what they hold (home's listings) start it as they near the
  // screen.
  if (typeof IntersectionObserver === 'function') {
    near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) takeOver();
      },
      { rootMargin: '200px' },
    );
    for (const part of document.querySelectorAll('[data-wants-app]')) near.observe(part);
  }
  // A signed-in person's page waits for them too (decision 085): the take-over is seconds of
  // work on a cheap phone. Their notices and messages still come live: a bare WebSocket, the
  // Socket.IO protocol spoken by hand (no library), hears what the server sends them, and the
  // first thing heard brings the app, which reads again what the page shows. The app's own
  // connection takes over from it (\`__nivaasLive.handOver()\`, lib/realtime/live-ear.ts).
  if (screen.hasAttribute('data-signed-in') && typeof WebSocket === 'function') {
    let ear = null;
    let heard = false;
    let handedOver = false;
    try {
      ear = new WebSocket(location.origin.replace(/^http/, 'ws') + '/socket.io/?EIO=4&transport=websocket');
      ear.onmessage = ({ data }) => {
        const packet = String(data);
        // Engine.IO's open, then Socket.IO's connect to the default namespace.
        if (packet[0] === '0') ear.send('40');
        // The server's ping, answered, or it drops the connection.
        else if (packet === '2') ear.send('3');
        // An event for this person: the page is out of date, and the app shows what changed. A
        // new listing anywhere goes to every signed-in person: the app only counts it for a
        // banner, and the page's results stay as they are, so it is not heard here.
        else if (packet.startsWith('42')) {
          let name = '';
          try {
            name = JSON.parse(packet.slice(2))[1].name;
          } catch {
            // not an event of ours: the app reads the page again when it comes
          }
          if (name === 'property.created') return;
          heard = true;
          takeOver();
        }
      };
      // A drop (or a refusal) before the app took over: whatever came meanwhile was not heard,
      // so the app reads the page's data again when it starts.
      ear.onclose = () => {
        if (!handedOver) heard = true;
      };
    } catch {
      heard = true;
    }
    globalThis.__nivaasLive = {
      handOver() {
        handedOver = true;
        ear?.close();
        return heard;
      },
    };
  }
  // Taps and choices made before the app has the page are given to it once it has: a tap on a
  // control without a meaning of its own in HTML, a value picked in a list, and a radio picked
  // in a form that works before the app.
  const held = [];
  let tapped = null;
  // The menu: its button opens the dialog it controls, its close button and a tap beside it
  // (on the backdrop, which is the dialog itself) close it; Escape is the browser's.
  const menu = (event) => {
    if (document.documentElement.hasAttribute('data-live')) return;
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest('button[aria-haspopup="dialog"][aria-controls]');
    const dialog = opener
      ? document.getElementById(opener.getAttribute('aria-controls'))
      : target?.closest('dialog[open]');
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (opener) {
      if (dialog.open) return;
      dialog.showModal();
      opener.setAttribute('aria-expanded', 'true');
      opener.setAttribute('data-opened', '');
      dialog.addEventListener(
        'close',
        () => {
          opener.setAttribute('aria-expanded', 'false');
          opener.removeAttribute('data-opened');
        },
        { once: true },
      );
    } else if (target === dialog || target.closest('[data-closes-dialog]')) dialog.close();
    else return;
    event.stopImmediatePropagation();
  };
  // A language picked: remembered as the app would, and the page loaded again in it.
  const language = (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.hasAttribute('data-language')) return;
    if (document.documentElement.hasAttribute('data-live')) return;
    event.stopImmediatePropagation();
    try {
      localStorage.setItem('${START_LANGUAGE_KEYS.storage}', target.value);
    } catch {
      // not remembered on this device; the cookie says it to the server
    }
    document.cookie = '${START_LANGUAGE_KEYS.cookie}=' + target.value + '; path=/; max-age=31536000; samesite=lax';
    location.reload();
  };
  addEventListener('click', menu, true);
  addEventListener('change', language, true);
  const hold = (event) => {
    if (document.documentElement.hasAttribute('data-live')) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // Kept from the app while it takes the page over (it might see it half-way, and then again
    // when it is given): it is given once, when the app has the page.
    if (event.type === 'change') {
      const radio = target instanceof HTMLInputElement && target.type === 'radio' && target.closest('form[data-go]');
      if (!(target instanceof HTMLSelectElement) && !radio) return;
      held.push([target, radio ? true : target.value]);
      event.stopPropagation();
      // A value picked is an act of its own, however it was picked (a keyboard, an assistive
      // technology): the app is wanted.
      takeOver();
      return;
    }
    if (target.closest('a[href]')) return;
    // A form that works before the app (home's search) makes its choices as HTML does: the
    // change is held above and given to the app.
    if (target.closest('form[data-go]') && target.closest('label, input, select')) return;
    const control = target.closest(
      'button:not([type="submit"]), [role="button"], [role="tab"], [role="radio"], [aria-expanded], label, input[type="radio"], input[type="checkbox"]',
    );
    if (!control) return;
    tapped = control;
    takeOver();
    // A choice (a tab of radios, a box) is not made by the HTML alone: the app would draw the
    // old one again. It is made once, by the app.
    if (control.matches('label, input[type="radio"], input[type="checkbox"]')) event.preventDefault();
    event.stopPropagation();
  };
  addEventListener('click', hold, true);
  addEventListener('change', hold, true);
  // A form whose answer is a page (home's search: \`data-go="/{listing}/{city}/all"\`) goes there
  // before the app has the page, its fields filled in the path. Missing one, it waits for the
  // app, which says what is missing.
  const go = (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-go')) return;
    if (document.documentElement.hasAttribute('data-live')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const fields = new FormData(form);
    let complete = true;
    const path = form.getAttribute('data-go').replace(/\\{(\\w+)\\}/g, (_, name) => {
      const value = fields.get(name);
      if (typeof value !== 'string' || !value) complete = false;
      return encodeURIComponent(typeof value === 'string' ? value : '');
    });
    if (complete) return void location.assign(path);
    tapped = event.submitter ?? form.querySelector('[type="submit"]');
    takeOver();
  };
  addEventListener('submit', go, true);
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-live')) return;
    observer.disconnect();
    removeEventListener('click', menu, true);
    removeEventListener('change', language, true);
    removeEventListener('click', hold, true);
    removeEventListener('change', hold, true);
    removeEventListener('submit', go, true);
    for (const type of ['pointerdown', 'touchstart']) removeEventListener(type, onFieldTap, true);
    for (const [field, value] of held) {
      if (!field.isConnected) continue;
      if (value === true) {
        // A radio picked: unset, then clicked, so the app hears it picked whatever it drew.
        field.checked = false;
        field.click();
        continue;
      }
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // The tap on a field that waited gave the focus to the nearest part that takes it (the
    // page's main): the field has it now, unless the person has moved on to something else.
    const focused = document.activeElement;
    if (tapped?.isConnected) tapped.click();
    else if (
      field?.isConnected &&
      !field.disabled &&
      (!focused || focused === document.body || focused.contains(field))
    )
      field.focus();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-live'] });
  requestAnimationFrame(() => setTimeout(fetchFiles, 0));
  setTimeout(fetchFiles, 1000);
} else fetchFiles();
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
      // Its comments stay here: every page downloads the file.
      const source = START.replace(/^\s*\/\/.*\n/gm, '');
      const ref = this.emitFile({ type: 'asset', name: 'start.js', source });
      const start = this.getFileName(ref);
      page.source = html.replace(
        entry[0],
        `<meta name="nivaas-app" content="${entry[1]}">\n    <link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script type="module" crossorigin src="/${start}"></script>`,
      );
    },
  };
}
