import { publicListingPath, slugify } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { openLandingPages, openListingPaths } from '../properties/index';
import { openColleges } from '../roommates/index';
import { openProviders, openServicePlaces } from '../services/index';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The public pages crawlers may list (sitemaps.org 0.9): home, each landing page with open
 * listings (`/rent/{city}/{type}`, `/buy/{city}/{type}`) dated by its newest listing change, and
 * each open listing's public preview under it (`/rent/{city}/{type}/{id}`), and each college
 * with open roommate profiles (`/roommates/{college}`), and each service category in each city
 * where one is listed (`/services/{category}/{city}`), home services (`/services`) and each
 * provider with a listed service (`/service-providers/{id}`). Signed-in pages are not in it.
 */
export async function buildSitemap(deps: Pick<Deps, 'db' | 'config'>): Promise<string> {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const urls: Array<{ loc: string; lastmod?: string }> = [{ loc: `${base}/` }];
  for (const page of await openLandingPages(deps)) {
    const verb = page.listingType === 'sale' ? 'buy' : 'rent';
    urls.push({
      loc: `${base}/${verb}/${slugify(page.city)}/${slugify(page.type)}`,
      lastmod: page.updatedAt.slice(0, 10),
    });
  }
  for (const listing of await openListingPaths(deps))
    urls.push({
      loc: `${base}${publicListingPath(listing)}`,
      lastmod: listing.updatedAt.slice(0, 10),
    });
  for (const college of await openColleges(deps))
    urls.push({ loc: `${base}/roommates/${slugify(college)}` });
  urls.push({ loc: `${base}/services` });
  for (const place of await openServicePlaces(deps))
    urls.push({ loc: `${base}/services/${place.category}/${place.city}` });
  for (const provider of await openProviders(deps))
    urls.push({
      loc: `${base}/service-providers/${encodeURIComponent(provider.providerId)}`,
      lastmod: provider.updatedAt.slice(0, 10),
    });
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
