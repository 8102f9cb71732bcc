import type { ListingType, PropertyInput, PropertyStatus } from '@nivaas/shared';
import { amenitiesFor, houseRulesFor, nearbyFacilitiesFor, ownerProximityFor } from './demo-lists';
import {
  addressFor,
  additionalInfoFor,
  cityNamed,
  cityPlan,
  mapsLinkFor,
  placeIn,
} from './demo-places';
import {
  builtUpArea,
  depositMonths,
  isMetro,
  monthlyRent,
  plotPrice,
  salePrice,
} from './demo-prices';
import type { Random } from './demo-random';
import type { SceneKind } from './demo-scenes';
import { descriptionFor, titleFor } from './demo-words';
import { STATUS, SUBTYPES, scenesFor, statusOf, traitsFor } from './demo-traits';
import { weighted } from './demo-weights';

export interface DemoListing {
  ownerEmail: string;
  input: PropertyInput;
  createdAt: string;
  scenes: SceneKind[];
  viewCount: number;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One listing of `ownerEmail` in `cityName`; everything else follows from the generator. */
export function makeListing(
  r: Random,
  ownerEmail: string,
  cityName: string,
  now: number,
  status?: PropertyStatus,
  taken: Set<string> = new Set(),
): DemoListing {
  const city = cityNamed(cityName);
  const place = placeIn(r, city);
  const listingType: ListingType = r.chance(0.7) ? 'rent' : 'sale';
  const {
    type,
    bedrooms,
    bathrooms,
    furnishing,
    gender,
    accommodation,
    sharing,
    mess,
    facing,
    petFriendly,
  } = traitsFor(r, listingType);
  const area = builtUpArea(r, type, bedrooms);
  const plot = type === 'plot' ? plotPrice(r, city.name, city.state) : null;
  const rent = monthlyRent(r, city.name, type, bedrooms, sharing, area);
  const months =
    type === 'pg'
      ? 1
      : type === 'commercial'
        ? r.pick([6, 10])
        : depositMonths(r, city.name, city.state);
  const facts = {
    type,
    listingType,
    city: city.name,
    locality: place.locality.name,
    landmark: place.landmark,
    neighbours: place.neighbours,
    bedrooms,
    bathrooms,
    area,
    furnishing,
    facing,
    sharing,
    mess,
    gender,
    accommodation,
    landArea: plot?.landArea ?? null,
    landAreaUnit: plot?.landAreaUnit ?? 'sqft',
    depositMonths: months,
  } as const;
  const metro = isMetro(city.name);
  const created = now - Math.floor(r.next() * 60 * DAY);
  const title = titleFor(r, facts, taken);
  taken.add(title);
  const input: PropertyInput = {
    title,
    type,
    listingType,
    status: statusOf(status ?? STATUS(r), listingType),
    address: addressFor(r, type),
    additionalInfo: additionalInfoFor(r, place),
    state: city.state,
    city: city.name,
    sublocality: place.locality.name,
    pincode: place.pincode,
    location: { lat: place.lat, lng: place.lng },
    googleMapsLink: mapsLinkFor(r, place),
    rent: listingType === 'rent' ? rent : null,
    deposit: listingType === 'rent' ? rent * months : 0,
    salePrice: listingType === 'sale' ? (plot?.price ?? salePrice(r, rent, type)) : null,
    propertySubtype: r.pick(SUBTYPES[type]),
    landArea:
      plot?.landArea ??
      (listingType === 'sale' && (type === 'house' || type === 'villa')
        ? r.pick([150, 200, 240, 300])
        : null),
    landAreaUnit:
      plot?.landAreaUnit ??
      (listingType === 'sale' && (type === 'house' || type === 'villa') ? 'sqyd' : 'sqft'),
    ownershipType:
      listingType === 'sale'
        ? weighted({ freehold: 80, 'co-operative': 10, leasehold: 5, 'power-of-attorney': 5 })(r)
        : null,
    bedrooms,
    bathrooms,
    area,
    furnishing,
    facingDirection: facing,
    isPetFriendly: petFriendly,
    genderPreference: gender,
    accommodationType: accommodation,
    pgDetails: { messAvailability: mess, roomSharing: sharing },
    ownerProximity: ownerProximityFor(r, type, listingType),
    description: descriptionFor(r, facts),
    availableFrom:
      listingType === 'rent' || r.chance(0.5) ? isoDate(now + r.int(-20, 45) * DAY) : null,
    amenities: amenitiesFor(r, type, metro),
    nearbyFacilities: nearbyFacilitiesFor(
      r,
      metro,
      place.neighbours.map((n) => `${n.name} (${n.km} km)`),
    ),
    houseRules: houseRulesFor(r, type, listingType, petFriendly),
  };
  return {
    ownerEmail,
    input,
    createdAt: new Date(created).toISOString(),
    scenes: scenesFor(r, type, sharing !== 'single'),
    viewCount: r.int(8, 420),
  };
}

/**
 * The whole demo catalogue: the console owner's listings first, then everyone else's. No two
 * listings of a city share a title: a landing page never shows look-alike copies.
 */
export function makeListings(
  r: Random,
  now: number,
  consoleOwner: { email: string; cities: string[]; statuses: PropertyStatus[] },
  owners: readonly { email: string; state?: string }[],
  total: number,
): DemoListing[] {
  const titles = new Map<string, Set<string>>();
  const takenIn = (city: string) => {
    if (!titles.has(city)) titles.set(city, new Set());
    return titles.get(city)!;
  };
  const listings = consoleOwner.cities.map((city, i) =>
    makeListing(r, consoleOwner.email, city, now, consoleOwner.statuses[i], takenIn(city)),
  );
  for (const city of cityPlan(total - listings.length)) {
    const local = owners.filter((o) => o.state === city.state);
    const owner = r.pick(local.length ? local : owners).email;
    listings.push(makeListing(r, owner, city.name, now, undefined, takenIn(city.name)));
  }
  return listings;
}
