import type { Language } from '../lib/languages';

/** The id of the script element that carries what the server drew a page's first screen from. */
export const SERVER_SCREEN_ID = 'nivaas-screen';

/** What the server drew the first screen from: the language and the API answers. */
export interface ServerScreen {
  language: Language;
  queries: unknown;
}

/** The server's account of the first screen, or null when it drew none. */
export function readServerScreen(doc: Document): ServerScreen | null {
  const element = doc.getElementById(SERVER_SCREEN_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerScreen;
  } catch {
    return null;
  }
}
