import type { ClientErrorReport } from '@nivaas/shared';
import { API_PATHS } from '@nivaas/shared/api-paths';
import { CLIENT_ERROR_LIMITS, type ClientErrorKind } from '@nivaas/shared/client-error-limits';
import { errorKind } from './classify-error';

/**
 * Crashes reach the operators: each is posted to /api/client-errors, which writes it to the
 * server's log (docs/operations/running.md). Only where and in which build it happened, the
 * stack and the browser: never the page's data, its address's query or what the person typed.
 */

/** A page that crashes in a loop stops telling after this many; the server limits too. */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;
/** An error caught by a boundary may also reach the window's handlers: told once. */
const told = new WeakSet<object>();

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

/** The build: the entry script's name carries its content hash ("start-CArIeBv4"). */
function release(): string {
  const src = document.querySelector<HTMLScriptElement>(
    'script[type="module"][src*="/assets/"]',
  )?.src;
  const name = src?.split('/').pop()?.replace(/\.js$/, '');
  return name || 'development';
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? '' };
  // A thrown object could be anything the page held: only its type is told.
  return { message: typeof error === 'string' ? error : `Thrown ${typeof error}`, stack: '' };
}

/** Where the crash happened: this page's path (its query and fragment stay), build and browser. */
export interface CrashPlace {
  path: string;
  release: string;
  userAgent: string;
}

const thisPage = (): CrashPlace => ({
  path: window.location.pathname,
  release: release(),
  userAgent: navigator.userAgent,
});

/** Builds the report; null for what is not a crash (offline, a server that is away). */
export function crashReport(
  kind: ClientErrorKind,
  error: unknown,
  componentStack?: string | null,
  place: CrashPlace = thisPage(),
): ClientErrorReport | null {
  if (errorKind(error) !== 'general') return null;
  const { message, stack } = describe(error);
  const withComponents = componentStack ? `${stack}\n\nComponents:${componentStack}` : stack;
  return {
    kind,
    message: cut(message, CLIENT_ERROR_LIMITS.message),
    stack: cut(withComponents, CLIENT_ERROR_LIMITS.stack),
    route: cut(place.path, CLIENT_ERROR_LIMITS.route),
    release: cut(place.release, CLIENT_ERROR_LIMITS.release),
    userAgent: cut(place.userAgent, CLIENT_ERROR_LIMITS.userAgent),
  };
}

/** Tells the server about a crash; never throws, and never waits for an answer. */
export function reportCrash(
  kind: ClientErrorKind,
  error: unknown,
  componentStack?: string | null,
): void {
  if (typeof window === 'undefined' || sent >= MAX_REPORTS_PER_PAGE) return;
  if (error !== null && typeof error === 'object') {
    if (told.has(error)) return;
    told.add(error);
  }
  const report = crashReport(kind, error, componentStack);
  if (!report) return;
  sent += 1;
  try {
    void fetch(API_PATHS.clientErrors, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'same-origin',
      // Still sent when the person leaves or reloads the broken page at once.
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Nothing more to do: the crash itself is already on screen.
  }
}

/** Errors thrown outside React and promises nobody awaited (main.tsx installs this once). */
export function reportUncaughtCrashes(): void {
  window.addEventListener('error', (event) => {
    // A script from another origin tells nothing ("Script error."): not worth a line.
    if (event.error !== undefined && event.error !== null) reportCrash('uncaught', event.error);
  });
  window.addEventListener('unhandledrejection', (event) =>
    reportCrash('unhandled-rejection', event.reason),
  );
}
