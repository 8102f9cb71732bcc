import {
  CLOSED_STATUS_BY_LISTING,
  type AccommodationType,
  type FacingDirection,
  type Furnishing,
  type GenderPreference,
  type ListingType,
  type PropertyStatus,
  type PropertyType,
  type RoomSharing,
} from '@nivaas/shared';
import type { Random } from './demo-random';
import type { SceneKind } from './demo-scenes';
import { weighted, weightedNumber } from './demo-weights';

/** How common each kind of listing and each of its traits is on an Indian portal, roughly. */
/** "closed" becomes rented or sold, whichever fits the listing. */
export const statusOf = (
  status: PropertyStatus | 'closed',
  listingType: ListingType,
): PropertyStatus =>
  status === 'closed' || status === 'rented' || status === 'sold'
    ? CLOSED_STATUS_BY_LISTING[listingType]
    : status;

const RENT_TYPES: (r: Random) => PropertyType = weighted({
  apartment: 38,
  house: 12,
  pg: 16,
  room: 10,
  studio: 8,
  villa: 4,
  commercial: 12,
});
const SALE_TYPES: (r: Random) => PropertyType = weighted({
  apartment: 44,
  house: 18,
  villa: 12,
  plot: 18,
  commercial: 8,
});
const BEDROOMS: Partial<Record<PropertyType, (r: Random) => number>> = {
  apartment: weightedNumber({ 1: 20, 2: 45, 3: 28, 4: 7 }),
  house: weightedNumber({ 1: 10, 2: 35, 3: 35, 4: 15, 5: 5 }),
  villa: weightedNumber({ 3: 40, 4: 45, 5: 15 }),
};
const FACING = weighted<FacingDirection>({
  east: 30,
  north: 25,
  'north-east': 15,
  west: 10,
  south: 5,
  'south-east': 5,
  'north-west': 5,
  'south-west': 5,
});
const HOME_FURNISHING = weighted<Furnishing>({
  unfurnished: 30,
  'semi-furnished': 50,
  furnished: 20,
});
export const STATUS = weighted({ available: 80, vacant: 10, closed: 5, inactive: 5 });

export interface ListingTraits {
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  furnishing: Furnishing;
  gender: GenderPreference;
  accommodation: AccommodationType;
  sharing: RoomSharing;
  mess: boolean;
  facing: FacingDirection | null;
  petFriendly: boolean;
}

/** The kind of home and everything about it that follows from the kind. */
export function traitsFor(r: Random, listingType: ListingType): ListingTraits {
  const type = (listingType === 'rent' ? RENT_TYPES : SALE_TYPES)(r);
  // A studio or a single room has no separate bedroom ("1 RK"); a PG bed counts as one.
  const bedrooms = BEDROOMS[type]?.(r) ?? (type === 'pg' ? 1 : 0);
  const bathrooms =
    type === 'commercial'
      ? r.int(1, 2)
      : type === 'plot'
        ? 0
        : Math.max(1, bedrooms - (r.chance(0.3) ? 1 : 0));
  const home = ['apartment', 'house', 'villa', 'studio'].includes(type);
  const furnishing: Furnishing =
    type === 'pg' || type === 'room'
      ? r.chance(0.7)
        ? 'furnished'
        : 'semi-furnished'
      : type === 'plot'
        ? 'unfurnished'
        : type === 'commercial'
          ? r.chance(0.6)
            ? 'unfurnished'
            : 'semi-furnished'
          : HOME_FURNISHING(r);
  const gender =
    type === 'pg'
      ? weighted({ female: 45, male: 45, any: 10 })(r)
      : type === 'room'
        ? weighted({ any: 60, male: 20, female: 20 })(r)
        : 'any';
  const accommodation =
    type === 'pg'
      ? weighted({ students: 40, 'working-professionals': 50, any: 10 })(r)
      : type === 'room'
        ? weighted({ 'working-professionals': 60, bachelors: 20, students: 20 })(r)
        : type === 'villa'
          ? 'family'
          : home && listingType === 'rent'
            ? weighted({ family: 40, any: 30, bachelors: 15, 'working-professionals': 15 })(r)
            : 'any';
  const sharing =
    type === 'pg' ? weighted({ single: 25, double: 40, triple: 25, dormitory: 10 })(r) : 'single';
  const mess = type === 'pg' && r.chance(0.65);
  const facing = type === 'pg' || type === 'room' ? (r.chance(0.6) ? null : FACING(r)) : FACING(r);
  const petFriendly = listingType === 'rent' && home && r.chance(0.3);
  return {
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
  };
}

export const SUBTYPES: Record<PropertyType, string[]> = {
  apartment: ['Gated community flat', 'Standalone building', ''],
  house: ['Independent house', 'Duplex', ''],
  villa: ['Villa', 'Row house'],
  studio: ['', 'Serviced studio'],
  room: [''],
  pg: [''],
  plot: ['Residential plot', 'Open plot'],
  commercial: ['Shop', 'Office space', 'Showroom'],
};

export function scenesFor(r: Random, type: PropertyType, shared: boolean): SceneKind[] {
  const count = r.int(1, 4);
  const rooms: SceneKind[] = r.sample(['living', 'bedroom', 'kitchen'], 3);
  const lists: Record<PropertyType, SceneKind[]> = {
    apartment: [
      r.chance(0.5) ? 'apartment' : 'living',
      ...rooms.filter((k) => k !== 'living'),
      'living',
    ],
    studio: ['living', 'kitchen', 'bedroom'],
    house: ['house', ...rooms],
    villa: ['villa', ...rooms],
    pg: [shared ? 'shared-room' : 'bedroom', 'kitchen', 'living', 'bedroom'],
    room: ['bedroom', 'kitchen', 'living'],
    plot: ['plot', 'plot'],
    commercial: ['commercial', 'commercial'],
  };
  const unique = lists[type].filter(
    (k, i, all) => type === 'plot' || type === 'commercial' || all.indexOf(k) === i,
  );
  return unique.slice(0, Math.min(count, type === 'plot' || type === 'commercial' ? 2 : 4));
}
