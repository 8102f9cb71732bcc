import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the app shell's <head> says for one page: its tags, and 404 for a page that is gone. */
export interface PageHead {
  /** Ready HTML: title, meta, link and JSON-LD tags, every value escaped by the renderer. */
  html: string;
  status?: number;
}

/** Reads a path (with its query) and answers its head, or null when it has none of its own. */
export type PageHeadRenderer = (url: string) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: {
      /** A module's renderer; the first that answers a path wins. */
      add: (renderer: PageHeadRenderer) => void;
      render: (url: string) => Promise<PageHead | null>;
    };
  }
}

/**
 * Public pages (home, landing pages, listing previews) are read by crawlers and link previews
 * that run no JavaScript: their title, description, Open Graph and JSON-LD must be in the HTML
 * the server sends. Modules add renderers here; the web-static plugin asks when it sends the shell.
 */
export default fp(async function pageHeads(app: FastifyInstance) {
  const renderers: PageHeadRenderer[] = [];
  app.decorate('pageHeads', {
    add: (renderer: PageHeadRenderer) => {
      renderers.push(renderer);
    },
    render: async (url: string) => {
      for (const renderer of renderers) {
        const head = await renderer(url);
        if (head) return head;
      }
      return null;
    },
  });
});
