// Prints the size on the wire of the JavaScript the home page loads before anything else (the
// entry script and its module preloads), of the stylesheets it loads before its first paint,
// and the gzipped size of the largest lazily loaded chunk, against the budgets. On the wire is
// what the server sends a browser that accepts brotli: the build's .br file beside each asset,
// or the file itself where the build wrote none (too small to gain). Gzip -9 is printed beside.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure.mjs';

const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const wire = (file) => {
  const br = path.join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(dist, file)).size;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const initialBytes = initial.reduce((n, f) => n + wire(f), 0);
const initialGzip = initial.reduce((n, f) => n + gz(f), 0);
// Stylesheets in the page's head block rendering: every byte of them comes before the first paint.
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const cssBytes = css.reduce((n, f) => n + wire(f), 0);
const cssGzip = css.reduce((n, f) => n + gz(f), 0);
const CSS_BUDGET = 40 * 1024;
const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const largest = chunks.map((f) => [f, gz(`assets/${f}`)]).sort((a, b) => b[1] - a[1])[0];
console.log(
  `initial JavaScript of the home page: ${kb(initialBytes)} on the wire (${kb(initialGzip)} gzipped) in ${initial.length} files (budget 150 KB)`,
);
console.log(
  `first-load CSS of the home page: ${kb(cssBytes)} on the wire (${kb(cssGzip)} gzipped) in ${css.length} files (budget ${kb(CSS_BUDGET)})`,
);
console.log(`largest chunk: ${largest[0]} ${kb(largest[1])} gzipped (budget 250 KB)`);
process.exit(
  initialBytes <= 150 * 1024 && cssBytes <= CSS_BUDGET && largest[1] <= 250 * 1024 ? 0 : 1,
);
