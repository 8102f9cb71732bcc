import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_PAGES, webPathPattern } from '@nivaas/shared';
import { routes } from './routes';

const webRoot = path.resolve(import.meta.dirname, '../..');
/** A URL of a router path: each `:name` filled in. */
const sample = (routePath: string) => `/${routePath.replace(/:(\w+)/g, '$1-1')}`;

/** The component a URL's page draws, once its lazy route is loaded. */
async function pageAt(url: string): Promise<unknown> {
  const matches = matchRoutes(routes, url) ?? [];
  const route: RouteObject | undefined = matches.at(-1)?.route;
  if (typeof route?.lazy !== 'function') return undefined;
  return ((await route.lazy()) as { Component?: unknown }).Component;
}

describe('the pages the server prepares (WEB_PAGES)', () => {
  it.each(Object.entries(WEB_PAGES))(
    '%s: the router draws each of its paths with the module the server preloads',
    async (_name, page) => {
      const module = (await import(path.join(webRoot, page.modules[0]))) as { default: unknown };
      for (const routePath of page.paths) {
        const url = sample(routePath);
        expect(await pageAt(url), url).toBe(module.default);
        expect(webPathPattern(routePath).test(url), url).toBe(true);
        if (url !== '/') expect(webPathPattern(routePath).test(`${url}/`), url).toBe(true);
      }
    },
  );

  it('reads each path as one page: no other depth, no other page', () => {
    expect(webPathPattern('rent/:city/:type').test('/rent/pune/flat/x')).toBe(false);
    expect(webPathPattern('').test('/login')).toBe(false);
    expect(webPathPattern('properties/:id').test('/properties')).toBe(false);
  });
});
