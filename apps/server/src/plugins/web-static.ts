import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_MESSAGE_BY_CODE, DEFAULT_REASON_BY_CODE, type LanguageCode } from '@nivaas/shared';
import { loadFirstScreens, SESSION_COOKIE, withFirstScreen } from './first-screen';
import {
  compressed,
  createPublicPages,
  LISTINGS_CHANGED,
  type KeptPage,
  type PublicPage,
} from './public-pages';
import { languageOf, loadModuleOrder, loadPagePreloads } from './page-preloads';

// Paths of files and APIs: a miss is a 404, never the app's HTML (translations included).
const API_PREFIXES = ['/api/', '/socket.io/', '/uploads/', '/locales/'];

/** A path whose last part names a file (`/manifest.webmanifest`, `/x.png`): a miss is a 404. */
const looksLikeFile = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]{1,12}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
};

/** The shell with a page's own head: the built title and description give way to its tags. */
export function withPageHead(shell: string, head: string): string {
  const bare = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return bare.replace(/<\/head>/i, `${head}\n  </head>`);
}

/** The shell with links the browser should fetch beside the entry script, at the head's end. */
export const withPreloads = (shell: string, links: string): string =>
  links ? shell.replace(/<\/head>/i, `  ${links}\n  </head>`) : shell;

/** Crawlers may read the public pages; the signed-in areas and the API are not for them. */
const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /owner',
    'Disallow: /tenant',
    'Disallow: /admin',
    'Disallow: /service-provider',
    'Disallow: /messages',
    'Disallow: /dev/',
    'Allow: /',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * Serves the built web app and answers unknown non-API paths with index.html so the client
 * router can show them (including its "Page not found").
 */
export default fp(async function webStatic(
  app: FastifyInstance,
  opts: { webDist: string | undefined },
) {
  const root = opts.webDist ? path.resolve(opts.webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  // A public page's chunks and texts, from the build's manifest read once at start.
  const preloads = hasWeb ? loadPagePreloads(root) : () => '';
  const moduleOrder = hasWeb ? loadModuleOrder(root) : () => 0;
  // A visitor's public pages come with their first screen drawn (decision 036).
  const firstScreens = hasWeb ? await loadFirstScreens(app, root, app.log) : async () => null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build's own records (`.vite/manifest.json`, which names every chunk of every page)
      // are for this server, not for browsers: a 404, as for any file that is not there.
      dotfiles: 'ignore',
      // The build writes .br and .gz beside each text file: the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite's hashed assets never change; the HTML always revalidates.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  /**
   * index.html, with the page's own head when a module renders one (home, landing pages,
   * listing previews) and its first screen when one is drawn; null when neither applies (the
   * built file is sent as it is). A renderer's failure costs the page its tags, never the page.
   */
  const drawPage = async (
    url: string,
    headers: FastifyRequest['headers'],
    language: LanguageCode,
  ): Promise<(PublicPage & { personal: boolean }) | null> => {
    let head = null;
    try {
      head = await app.pageHeads.render(url);
    } catch (err) {
      app.log.warn({ err, url }, 'page head failed; sending the plain app shell');
    }
    const screen = (head?.status ?? 200) < 400 ? await firstScreens(url, headers, language) : null;
    const links = preloads(url, headers, { drawn: screen !== null });
    if ((!head && !links && !screen) || !root) return null;
    const shell = await readFile(path.join(root, 'index.html'), 'utf8');
    let html = withPreloads(head ? withPageHead(shell, head.html) : shell, links);
    if (screen)
      html = withFirstScreen(html, screen, moduleOrder).replace(
        /<html lang="[a-z]+">/,
        // Drawn light; the start script switches a dark phone before the first paint.
        `<html lang="${language}" data-mantine-color-scheme="light">`,
      );
    return { status: head?.status ?? 200, html, personal: screen?.personal ?? false };
  };

  // A visitor's page is the same for every visitor in their language: drawn once, reused for
  // a few seconds and dropped when a listing changes, here and on every instance (the
  // property-search module sends `listings-changed`; decision 061).
  const publicPages = createPublicPages({ ttlMs: app.config.publicPageCacheMs, max: 500 });
  app.instanceSignals.on(LISTINGS_CHANGED, () => publicPages.forget());

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const language = languageOf(request.headers.cookie, request.headers['accept-language']);
    // What the HTML depends on: the language (its cookie, else accept-language), the session
    // cookie (a person's page is theirs) and the encoding. A shared cache must key on them too.
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    // A session cookie, valid or not, is never answered from or into the visitors' pages.
    const visitor = !SESSION_COOKIE.test(request.headers.cookie ?? '');
    let page: KeptPage | null;
    let personal = false;
    if (visitor && app.config.publicPageCacheMs > 0) {
      page = await publicPages.get(`${language} ${request.url}`, () =>
        drawPage(request.url, request.headers, language),
      );
    } else {
      const drawn = await drawPage(request.url, request.headers, language);
      personal = drawn?.personal ?? false;
      page = drawn && { ...drawn, body: (accepts) => compressed(drawn.html, accepts) };
    }
    if (!page) return reply.sendFile('index.html');
    // A page drawn for a signed-in person holds their data: kept by no cache.
    if (personal) reply.header('cache-control', 'private, no-store');
    reply.status(page.status).type('text/html; charset=utf-8');
    // ... and sent uncompressed: its length must not tell what it holds. A signed-in page puts
    // the person's name and email beside words taken from its URL, so a compressed size would
    // let someone who makes their browser open crafted URLs guess their data (BREACH). See
    // docs/operations/security.md.
    const { encoding, body } = await page.body(
      personal ? '' : String(request.headers['accept-encoding'] ?? ''),
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  // Home has its own head: answered here rather than by the static files' index.
  if (hasWeb) app.get('/', { schema: { hide: true } }, sendShell);

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
    if (
      hasWeb &&
      !isApi &&
      !looksLikeFile(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return sendShell(request, reply);
    }
    // A path the API has, asked with a method it does not answer (RFC 9110, 15.5.6).
    const allowed = isApi ? app.allowedMethods(request.url) : [];
    if (allowed.length > 0)
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          error: {
            code: 'invalid-argument',
            reason: DEFAULT_REASON_BY_CODE['invalid-argument'],
            message: DEFAULT_MESSAGE_BY_CODE['invalid-argument'],
          },
        });
    return reply.status(404).send({
      error: {
        code: 'not-found',
        reason: DEFAULT_REASON_BY_CODE['not-found'],
        message: DEFAULT_MESSAGE_BY_CODE['not-found'],
      },
    });
  });
});
