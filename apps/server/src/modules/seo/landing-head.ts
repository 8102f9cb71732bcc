import {
  findCity,
  landingBrowseFromQuery,
  landingBrowseKind,
  landingBrowseQuery,
  landingBrowseTitleWords,
  PROPERTY_PHOTO_SIZES,
  PROPERTY_TYPES,
  propertyImageSrcSet,
  publicListingPath,
} from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import type { PageHead } from '../../plugins/page-head';
import { getPublicListing, landingListings } from '../properties/index';
import { absoluteUrl, headTags } from './head-tags';
import { LANDING_TYPE_NAMES } from './listing-words';

const LISTED = 12;

/**
 * The head of /rent/{city}/{type} and /buy/{city}/{type}: its heading as title, the count in
 * the description, its newest listing's cover as the picture and an ItemList of the listings
 * it shows. Only canonical names get one (the page's other spellings read as the plain shell).
 * A page narrowed by its filter links (decision 059) names them in its title and is its own
 * canonical page, its filters in a fixed order; an order (sort) is the same page, so its
 * canonical URL leaves the order out.
 */
export async function landingHead(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  verb: 'rent' | 'buy',
  citySlug: string,
  typeSlug: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<PageHead | null> {
  const city = findCity(citySlug);
  const type = typeSlug === 'all' ? typeSlug : PROPERTY_TYPES.find((t) => t === typeSlug);
  if (!city || !type || city.slug !== citySlug) return null;
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const listingType = verb === 'buy' ? 'sale' : 'rent';
  const browse = landingBrowseFromQuery(query, landingBrowseKind(verb, type));
  const { total, listings } = await landingListings(
    deps,
    { listingType, city: city.name, type: type === 'all' ? undefined : type },
    LISTED,
    browse,
  );
  const kind = LANDING_TYPE_NAMES[type]!;
  const plain = `${kind} ${verb === 'buy' ? 'for sale' : 'for rent'} in ${city.name}`;
  const words = landingBrowseTitleWords(browse);
  const heading = words ? `${plain}: ${words}` : plain;
  const filtered = landingBrowseQuery(browse, { withSort: false });
  const url = `${base}/${verb}/${city.slug}/${type}${filtered ? `?${filtered}` : ''}`;
  const first = listings[0] && (await getPublicListing(deps, listings[0].id).catch(() => null));
  const cover = first?.images[0];
  const what = verb === 'buy' ? 'price' : 'rent, deposit';
  return {
    html: headTags({
      title: `${heading} | Nivaas`,
      description:
        total > 0
          ? `${total} ${kind} ${verb === 'buy' ? 'for sale' : 'for rent'} in ${city.name}${words ? ` (${words})` : ''} on Nivaas: ${what}, photos and the locality of each, straight from the owners.`
          : `${heading} on Nivaas, listed by their owners.`,
      url,
      image: cover && { url: absoluteUrl(base, cover.cardUrl), alt: first.title },
      // The first card's photo is the page's largest element.
      preloadImage: cover && {
        href: cover.cardUrl,
        srcset: propertyImageSrcSet(cover),
        sizes: PROPERTY_PHOTO_SIZES.card,
      },
      // The search the page shows, named as the web's landing page asks for it
      // (filtersToParams: its parameters in this order, the page's 12 listings).
      preloadData: `/api/properties/search?${new URLSearchParams({
        listingType,
        city: city.name,
        ...(type === 'all' ? {} : { type }),
        ...Object.fromEntries(new URLSearchParams(landingBrowseQuery(browse))),
        limit: String(LISTED),
      }).toString()}`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        url,
        numberOfItems: total,
        itemListElement: listings.map((l, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: l.title,
          url: `${base}${publicListingPath(l)}`,
        })),
      },
    }),
  };
}
