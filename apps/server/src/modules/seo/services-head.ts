import {
  findCity,
  isServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  type ServiceCategory,
} from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { PageHead } from '../../plugins/page-head';
import { searchServices } from '../services/index';
import { absoluteUrl, headTags } from './head-tags';
import { SERVICE_NAMES } from './listing-words';

const LISTED = 12;

/** "cleaning", or a subcategory such as "plumbing" (which names its category too). */
function serviceOf(slug: string): { category: ServiceCategory; subcategory?: string } | null {
  if (isServiceCategory(slug)) return { category: slug };
  for (const category of SERVICE_CATEGORY_KEYS)
    if ((SERVICE_CATEGORIES[category] as readonly string[]).includes(slug))
      return { category, subcategory: slug };
  return null;
}

/**
 * The head of /services/{service}/{city}: the page's heading and description, the best rated
 * provider's photo as the picture, and an ItemList of the services it shows (schema.org
 * Service, each with its provider and price). Only canonical slugs get one.
 */
export async function servicesHead(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  serviceSlug: string,
  citySlug: string,
): Promise<PageHead | null> {
  const service = serviceOf(serviceSlug);
  const city = findCity(citySlug);
  if (!service || !city || city.slug !== citySlug) return null;
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const name = SERVICE_NAMES[service.subcategory ?? service.category]!;
  const { items } = await searchServices(deps, {
    category: service.category,
    ...(service.subcategory ? { subcategory: service.subcategory } : {}),
    city: city.slug,
    sort: 'rating',
    limit: LISTED,
  });
  const heading = `${name} in ${city.name}`;
  const url = `${base}/services/${serviceSlug}/${city.slug}`;
  const pictured = items.find((s) => s.imageUrl);
  return {
    html: headTags({
      title: `${heading} | Nivaas`,
      description: `Book trusted ${name} professionals in ${city.name}: prices, ratings and free slots on Nivaas.`,
      url,
      image: pictured?.imageUrl
        ? { url: absoluteUrl(base, pictured.imageUrl), alt: pictured.title }
        : undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        url,
        numberOfItems: items.length,
        itemListElement: items.map((s, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Service',
            name: s.title,
            serviceType: name,
            areaServed: { '@type': 'City', name: city.name },
            provider: {
              '@type': 'Person',
              name: `${s.provider.firstName} ${s.provider.lastName}`.trim(),
            },
            offers: { '@type': 'Offer', price: s.price, priceCurrency: 'INR' },
            ...(s.reviewCount > 0
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: s.rating,
                    reviewCount: s.reviewCount,
                  },
                }
              : {}),
          },
        })),
      },
    }),
  };
}
