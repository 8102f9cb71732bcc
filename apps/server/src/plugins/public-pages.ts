import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LruMap } from '../lib/lru-map';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A listing was created, changed or deleted (sent by the property-search module on the
 * properties module's events): kept search pages and visitors' drawn pages are dropped. Sent
 * and heard through `app.instanceSignals` (plugins/realtime/instance-signals.ts).
 */
export const LISTINGS_CHANGED = 'listings-changed';

/** A public page as every visitor in one language gets it: its status and HTML. */
export interface PublicPage {
  status: number;
  html: string;
}

/** A body as sent: Brotli, gzip or as it is. */
export interface Encoded {
  encoding: 'br' | 'gzip' | null;
  body: string | Buffer;
}

/** A kept page, with its compressed bodies made once each, when first asked for. */
export interface KeptPage extends PublicPage {
  /** The body in the encoding the browser's accept-encoding asks first (br, gzip or none). */
  body(accepts: string): Promise<Encoded>;
}

export interface PublicPages {
  /** The page kept under `key`, or the one `draw` makes (kept unless it is null or fails). */
  get(key: string, draw: () => Promise<PublicPage | null>): Promise<KeptPage | null>;
  /** Drops every kept page: a listing changed, and any of them may show it. */
  forget(): void;
}

/**
 * Compressed as the browser accepts: Brotli at 5 (fast, and smaller than gzip), else gzip. Also
 * the API's answers to visitors (plugins/api-compression.ts).
 */
export function compressed(html: string | Buffer, accepts: string): Promise<Encoded> {
  if (/\bbr\b/.test(accepts))
    return brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }).then((body) => ({
      encoding: 'br' as const,
      body,
    }));
  if (/\bgzip\b/.test(accepts))
    return gzipAsync(html).then((body) => ({ encoding: 'gzip' as const, body }));
  return Promise.resolve({ encoding: null, body: html });
}

/**
 * Visitors' drawn public pages (home, landing pages, listing previews, sign-in), kept `ttlMs`
 * per key (the web-static plugin keys them by language and URL) and dropped at once by
 * `forget` when a listing changes (decision 061). Each page is drawn and compressed once for
 * everyone who asks while it is kept, and concurrent misses share one drawing. A drawing that
 * fails or answers nothing is not kept.
 */
export function createPublicPages(
  opts: { ttlMs: number; max: number },
  now: () => number = Date.now,
): PublicPages {
  let entries = new LruMap<string, { at: number; page: Promise<KeptPage | null> }>(opts.max);
  const keep = (page: PublicPage): KeptPage => {
    const bodies = new Map<string, Promise<Encoded>>();
    return {
      ...page,
      body(accepts) {
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : '';
        let body = bodies.get(encoding);
        if (!body) {
          body = compressed(page.html, encoding);
          bodies.set(encoding, body);
        }
        return body;
      },
    };
  };
  return {
    get(key, draw) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) return hit.page;
      const current = entries;
      const entry = {
        at: now(),
        page: draw().then((page) => (page ? keep(page) : null)),
      };
      current.set(key, entry);
      // Not kept: a failure or a page with nothing to reuse is drawn again next time.
      const drop = () => {
        if (current.get(key) === entry) current.set(key, { at: -Infinity, page: entry.page });
      };
      entry.page.then((page) => {
        if (!page) drop();
      }, drop);
      return entry.page;
    },
    forget() {
      entries = new LruMap(opts.max);
    },
  };
}
