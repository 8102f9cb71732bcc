import type { Deps } from '../../plugins/events/deps';
import type { PageHead, PageHeadRenderer } from '../../plugins/page-head';
import { headTags } from './head-tags';
import { landingHead } from './landing-head';
import { listingHead } from './listing-head';
import { roommatesHead } from './roommates-head';
import { providerHead, serviceSearchHead } from './provider-head';
import { servicesHead } from './services-head';

const LANDING = /^\/(rent|buy)\/([^/]+)\/([^/]+)\/?$/;
const PREVIEW = /^\/(rent|buy)\/([^/]+)\/([^/]+)\/([^/]+)\/?$/;
const SERVICES = /^\/services\/([^/]+)\/([^/]+)\/?$/;
const ROOMMATES = /^\/roommates\/([^/]+)\/?$/;
const PROVIDER = /^\/service-providers\/([^/]+)\/?$/;
/** /roommates/{word} paths that are signed-in screens, not colleges. */
const ROOMMATE_SCREENS = new Set(['create-profile', 'edit-profile', 'messages', 'profile']);

const TITLE = 'Nivaas — Homes, roommates and home services across India';
const DESCRIPTION =
  'Nivaas: rooms, flats, PGs and houses to rent or buy across India, roommates and home services.';

/** Home: who we are (Organization) and the site (WebSite). */
function homeHead(base: string): PageHead {
  return {
    html: headTags({
      title: TITLE,
      description: DESCRIPTION,
      url: `${base}/`,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Nivaas',
          url: `${base}/`,
          logo: `${base}/favicon.svg`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Nivaas',
          url: `${base}/`,
          inLanguage: ['en-IN', 'hi-IN'],
        },
      ],
    }),
  };
}

/**
 * The public pages with a head of their own: home, landing pages, listing previews, home
 * services, services in a city, a provider's page and a college's roommates.
 */
export function publicPageHeads(deps: Pick<Deps, 'db' | 'storage' | 'config'>): PageHeadRenderer {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  return async (url) => {
    let pathname: string;
    let query: URLSearchParams;
    try {
      const parsed = new URL(url, 'http://nivaas.invalid');
      pathname = decodeURIComponent(parsed.pathname);
      query = parsed.searchParams;
    } catch {
      return null;
    }
    if (pathname === '/') return homeHead(base);
    const preview = PREVIEW.exec(pathname);
    if (preview) return listingHead(deps, preview[4]!);
    const landing = LANDING.exec(pathname);
    if (landing)
      return landingHead(deps, landing[1] as 'rent' | 'buy', landing[2]!, landing[3]!, query);
    if (pathname === '/services' || pathname === '/services/') return serviceSearchHead(base);
    const provider = PROVIDER.exec(pathname);
    if (provider) return providerHead(deps, provider[1]!);
    const services = SERVICES.exec(pathname);
    if (services) return servicesHead(deps, services[1]!, services[2]!);
    const roommates = ROOMMATES.exec(pathname);
    if (roommates && !ROOMMATE_SCREENS.has(roommates[1]!))
      return roommatesHead(deps, roommates[1]!);
    return null;
  };
}
