import {
  findCity,
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
 */
export async function landingHead(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  verb: 'rent' | 'buy',
  citySlug: string,
  typeSlug: string,
): Promise<PageHead | null> {
  const city = findCity(citySlug);
  const type = typeSlug === 'all' ? typeSlug : PROPERTY_TYPES.find((t) => t === typeSlug);
  if (!city || !type || city.slug !== citySlug) return null;
  const base = deps.config.publicUrl.replace(/\/$/, '');
  const listingType = verb === 'buy' ? 'sale' : 'rent';
  const { total, listings } = await landingListings(
    deps,
    { listingType, city: city.name, type: type === 'all' ? undefined : type },
    LISTED,
  );
  const kind = LANDING_TYPE_NAMES[type]!;
  const heading = `${kind} ${verb === 'buy' ? 'for sale' : 'for rent'} in ${city.name}`;
  const url = `${base}/${verb}/${city.slug}/${type}`;
  const first = listings[0] && (await getPublicListing(deps, listings[0].id).catch(() => null));
  const cover = first?.images[0];
  const what = verb === 'buy' ? 'price' : 'rent, deposit';
  return {
    html: headTags({
      title: `${heading} | Nivaas`,
      description:
        total > 0
          ? `${total} ${kind} ${verb === 'buy' ? 'for sale' : 'for rent'} in ${city.name} on Nivaas: ${what}, photos and the locality of each, straight from the owners.`
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
