import {
  formatINR,
  PROPERTY_PHOTO_SIZES,
  propertyImageSrcSet,
  publicListingPath,
  type PublicListing,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import type { PageHead } from '../../plugins/page-head';
import { getPublicListing } from '../properties/index';
import { absoluteUrl, headTags } from './head-tags';
import { FURNISHING_NAMES, TYPE_NAMES, priceWords, sizeWords } from './listing-words';

const RESIDENCE_TYPES: Record<string, string> = {
  apartment: 'Apartment',
  studio: 'Apartment',
  house: 'SingleFamilyResidence',
  villa: 'SingleFamilyResidence',
  room: 'Room',
  pg: 'Accommodation',
  plot: 'Landform',
  commercial: 'Place',
};

/** "2 BHK Apartment for rent in Brodipet, Guntur". */
export function listingHeadline(p: PublicListing): string {
  const kind = [sizeWords(p), TYPE_NAMES[p.type] ?? p.type].filter(Boolean).join(' ');
  const verb = p.listingType === 'sale' ? 'for sale' : 'for rent';
  return `${kind} ${verb} in ${p.sublocality}, ${p.city}`;
}

/** schema.org: an Offer (to let or to sell) of the home, placed by its locality only. */
function listingJsonLd(p: PublicListing, url: string, images: string[]) {
  const price = p.listingType === 'sale' ? p.salePrice : p.rent;
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: p.title,
    url,
    image: images,
    price,
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    businessFunction: `http://purl.org/goodrelations/v1#${p.listingType === 'sale' ? 'Sell' : 'LeaseOut'}`,
    ...(p.listingType === 'sale'
      ? {}
      : {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'INR',
            unitCode: 'MON',
          },
        }),
    itemOffered: {
      '@type': RESIDENCE_TYPES[p.type] ?? 'Residence',
      name: p.title,
      ...(sizeWords(p) ? { numberOfRooms: p.bedrooms, numberOfBathroomsTotal: p.bathrooms } : {}),
      ...(p.area
        ? { floorSize: { '@type': 'QuantitativeValue', value: p.area, unitCode: 'FTK' } }
        : {}),
      amenityFeature: p.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
      address: {
        '@type': 'PostalAddress',
        addressLocality: `${p.sublocality}, ${p.city}`,
        addressRegion: p.state,
        addressCountry: 'IN',
      },
    },
  };
}

/**
 * The head of a listing's public preview. A closed, hidden or unknown listing answers 404 with
 * a head asking not to be indexed, so a dead shared link drops out of search.
 */
export async function listingHead(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  id: string,
): Promise<PageHead> {
  const base = deps.config.publicUrl.replace(/\/$/, '');
  let p: PublicListing;
  try {
    p = await getPublicListing(deps, id);
  } catch (err) {
    if (!(err instanceof AppError) || err.reason !== 'property.not-found') throw err;
    return {
      status: 404,
      html: headTags({
        title: 'This listing is no longer open | Nivaas',
        description: 'It may have been rented, sold or taken down by its owner.',
        url: `${base}/`,
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Listing not found' },
        noindex: true,
      }),
    };
  }
  const url = `${base}${publicListingPath(p)}`;
  const headline = listingHeadline(p);
  const price = priceWords(p);
  const cover = p.images[0];
  const facts = [
    price,
    p.listingType === 'rent' && p.deposit > 0 ? `deposit ${formatINR(p.deposit)}` : '',
    p.type === 'plot' ? '' : FURNISHING_NAMES[p.furnishing],
  ].filter(Boolean);
  return {
    html: headTags({
      title: `${p.title} · ${price} · ${p.sublocality}, ${p.city} | Nivaas`,
      description: `${headline}: ${facts.join(', ')}. Photos, amenities and the locality on Nivaas, straight from the owner.`,
      url,
      image: cover && {
        url: absoluteUrl(base, cover.cardUrl),
        width: Math.min(800, cover.width || 800),
        height: cover.width
          ? Math.round((cover.height * Math.min(800, cover.width)) / cover.width)
          : undefined,
        alt: p.title,
      },
      preloadImage: cover && {
        href: cover.cardUrl,
        srcset: propertyImageSrcSet(cover),
        sizes: PROPERTY_PHOTO_SIZES.preview,
      },
      // The preview's data, asked by the web's public-listing query at this URL.
      preloadData: `/api/public/properties/${encodeURIComponent(id)}`,
      jsonLd: listingJsonLd(
        p,
        url,
        p.images.slice(0, 5).map((i) => absoluteUrl(base, i.cardUrl)),
      ),
    }),
  };
}
