/**
 * The web app's pages that the server prepares for (decisions 032, 036 and 060): each with its paths
 * as the web router declares them (apps/web/src/app/routes.tsx takes them from here), the source
 * modules that draw it as Vite's manifest names them (its route's first), the text namespaces its
 * first screen reads, and who the server draws its first screen for. The server's preload links
 * and drawn pages are made from this table, and a web test checks that the router loads each
 * page from the module named here.
 */
export interface WebPage {
  /** Router paths, relative to the root ('' is the index page); `:name` is one segment. */
  readonly paths: readonly string[];
  readonly modules: readonly string[];
  readonly namespaces: readonly string[];
  /** Drawn by the server for a visitor, or for the signed-in person whose session it carries. */
  readonly drawnFor: 'visitor' | 'signed-in';
}

export const WEB_PAGES = {
  home: {
    paths: [''],
    modules: ['src/app/routes/home.tsx'],
    namespaces: ['common', 'home'],
    drawnFor: 'visitor',
  },
  login: {
    paths: ['login'],
    modules: ['src/app/routes/auth/login.tsx'],
    namespaces: ['common', 'auth'],
    drawnFor: 'visitor',
  },
  // Drawn since decision 070: its email form waits for the app, as sign-in's does.
  register: {
    paths: ['register'],
    modules: ['src/app/routes/auth/register.tsx'],
    namespaces: ['common', 'auth'],
    drawnFor: 'visitor',
  },
  // A listing's public preview: the landing route, then the preview inside it.
  listingPreview: {
    paths: ['rent/:city/:type/:id', 'buy/:city/:type/:id'],
    modules: [
      'src/app/routes/landing/listing-landing.tsx',
      'src/app/routes/landing/listing-preview.tsx',
    ],
    namespaces: ['common', 'preview', 'verification'],
    drawnFor: 'visitor',
  },
  listingLanding: {
    paths: ['rent/:city/:type', 'buy/:city/:type'],
    modules: ['src/app/routes/landing/listing-landing.tsx'],
    namespaces: ['common', 'landing', 'search', 'listing', 'verification'],
    drawnFor: 'visitor',
  },
  // A service's city page and a college's roommates: public pages opened from a link (issue 29).
  servicesLanding: {
    paths: ['services/:service/:city'],
    modules: [
      'src/app/routes/landing/services-landing.tsx',
      'src/app/routes/landing/services-landing-page.tsx',
    ],
    namespaces: ['common', 'services'],
    drawnFor: 'visitor',
  },
  roommatesLanding: {
    paths: ['roommates/:college'],
    modules: ['src/app/routes/landing/roommates-landing.tsx'],
    namespaces: ['common', 'roommates'],
    drawnFor: 'visitor',
  },
  propertySearch: {
    paths: ['properties'],
    modules: ['src/app/routes/properties/property-search.tsx'],
    namespaces: ['common', 'search', 'listing'],
    drawnFor: 'signed-in',
  },
  propertyDetails: {
    paths: ['properties/:id'],
    modules: ['src/app/routes/properties/property-details.tsx'],
    namespaces: ['common', 'listing'],
    drawnFor: 'signed-in',
  },
} as const satisfies Record<string, WebPage>;

/**
 * A router path as a test of a URL's path: `rent/:city/:type` → /rent/x/y, with or without a
 * trailing slash; '' → /.
 */
export function webPathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(segments.length ? `^/${segments.join('/')}/?$` : '^/$');
}
