import { findCity, type ProviderPage } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import type { PageHead } from '../../plugins/page-head';
import { getProviderPage } from '../services/index';
import { absoluteUrl, headTags } from './head-tags';
import { SERVICE_NAMES } from './listing-words';

/** Service prices are whole rupees: "₹1,499". */
const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/**
 * The head of /service-providers/{id}, as a visitor reads the page (decision 064): the
 * provider's name, trade and city in the title; their services' lowest price, rating and badges
 * in the description; a ProfilePage of the person with their offers and rating. A page that is
 * not a provider's asks not to be indexed and answers 404.
 */
export async function providerHead(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  providerId: string,
): Promise<PageHead> {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  let page: ProviderPage;
  try {
    page = await getProviderPage(deps, null, providerId);
  } catch (err) {
    if (!(err instanceof AppError) || err.reason !== 'service.provider-not-found') throw err;
    return {
      status: 404,
      html: headTags({
        title: 'Service provider not found | Nivaas',
        description: 'This service provider is not on Nivaas.',
        url: `${base}/services`,
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Not found' },
        noindex: true,
      }),
    };
  }
  const { provider: p, services } = page;
  const name = `${p.firstName} ${p.lastName}`.trim();
  const url = `${base}/service-providers/${encodeURIComponent(p.id)}`;
  const trade = SERVICE_NAMES[services[0]?.category ?? p.serviceCategory];
  const city = findCity(p.serviceAreas[0]?.split('/')[0] ?? services[0]?.cities[0] ?? '');
  const where = city ? ` in ${city.name}` : '';
  const heading = trade ? `${name}: ${trade} services${where}` : `${name}${where}`;
  const lowest = services.length ? Math.min(...services.map((s) => s.price)) : null;
  const facts = [
    services.length === 1 ? '1 service' : `${services.length} services`,
    lowest !== null ? `from ${rupees(lowest)}` : '',
    p.reviewCount > 0
      ? `rated ${p.rating} out of 5 from ${p.reviewCount} review${p.reviewCount === 1 ? '' : 's'}`
      : '',
  ].filter(Boolean);
  const badges = [p.verified ? 'Verified provider' : '', p.phoneVerified ? 'Phone verified' : '']
    .filter(Boolean)
    .map((b) => `${b}.`);
  const description = [`${name} on Nivaas: ${facts.join(', ')}.`, ...badges].join(' ');
  return {
    html: headTags({
      title: `${heading} | Nivaas`,
      description,
      url,
      image: p.avatarUrl ? { url: absoluteUrl(base, p.avatarUrl), alt: name } : undefined,
      noindex: services.length === 0,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        name: heading,
        mainEntity: {
          '@type': 'Person',
          name,
          ...(p.reviewCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: p.rating,
                  reviewCount: p.reviewCount,
                },
              }
            : {}),
          makesOffer: services.map((s) => ({
            '@type': 'Offer',
            price: s.price,
            priceCurrency: 'INR',
            itemOffered: {
              '@type': 'Service',
              name: s.title,
              serviceType: SERVICE_NAMES[s.subcategory] ?? SERVICE_NAMES[s.category],
            },
          })),
        },
      },
    }),
  };
}

/** The head of /services: home services for anyone, its filters a form (so one canonical page). */
export function serviceSearchHead(base: string): PageHead {
  const url = `${base}/services`;
  return {
    html: headTags({
      title: 'Home services | Nivaas',
      description:
        'Movers, cleaners and repair people near you, with their prices, ratings and free times.',
      url,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'Home services',
        url,
        isPartOf: { '@type': 'WebSite', name: 'Nivaas', url: `${base}/` },
      },
    }),
  };
}
