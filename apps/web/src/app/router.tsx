import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * The lazy routes a path passes through, loaded in place: a page the server drew is taken over
 * only once its code is here, so the browser's first render is that page, not a loader.
 */
async function loadRoutesOf(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/** The browser's router; `preload` first loads the current page's code (see loadRoutesOf). */
export async function createAppRouter({ preload }: { preload: boolean }) {
  if (preload) await loadRoutesOf(window.location.pathname);
  return createBrowserRouter(routes);
}
