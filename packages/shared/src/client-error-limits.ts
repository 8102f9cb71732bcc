// Without zod: the web's crash reporter reads these in the first bundle (apps/web main.tsx).

export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  route: 300,
  release: 64,
  userAgent: 400,
} as const;

/** Reports one client address may send a minute; more answer 429 (a crash loop, or abuse). */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;

/** Caught by the app's error boundary, thrown outside React, or a promise nobody awaited. */
export const CLIENT_ERROR_KINDS = ['render', 'uncaught', 'unhandled-rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
