import type { PropertyType } from '@nivaas/shared';
import type { Random } from './demo-random';

/**
 * Amenities, nearby facilities and house rules as owners write them. Where an amenity is one of
 * the common ones (`COMMON_AMENITIES`: what the form offers and the search filters by) it is
 * spelt exactly so; the rest are an owner's own words.
 */
const HOME_AMENITIES = [
  'Lift',
  'Power backup',
  'Parking',
  '24x7 water',
  '24x7 security',
  'CCTV',
  'Intercom',
  'Piped gas',
  'Rainwater harvesting',
  'Gated community',
  'Visitor parking',
  'Modular kitchen',
  'Wardrobes',
  'Balcony',
  'Geyser',
  'Air conditioning',
  'Washing machine',
  'Refrigerator',
  'Borewell',
  'Solar water heater',
];
const SOCIETY_EXTRAS = [
  'Gym',
  'Swimming pool',
  "Children's play area",
  'Clubhouse',
  'Jogging track',
];
const HOUSE_AMENITIES = [
  'Garden',
  'Terrace access',
  'Parking',
  'Borewell',
  'Sump and overhead tank',
  'Power backup',
  'Modular kitchen',
  'Pooja room',
];
const PG_AMENITIES = [
  'Wi-Fi',
  'Meals included',
  'Laundry',
  'Housekeeping',
  'Geyser',
  'Washing machine',
  'Power backup',
  'CCTV',
  'Study table',
  'Attached bathroom',
  'Air conditioning',
  'RO drinking water',
  'Two-wheeler parking',
];
const COMMERCIAL_AMENITIES = [
  'Power backup',
  'Lift',
  'Parking',
  'Washroom',
  'Main road frontage',
  'Fire safety',
  'Pantry',
  'Shutter and grille',
];
const PLOT_AMENITIES = [
  'Clear title',
  'Approved layout',
  'Compound wall',
  'Corner plot',
  'Black-top road access',
  'Water connection',
  'Electricity connection',
  'East facing',
];

/** Every home has at least one of these: almost every listing says so, and seekers filter by them. */
const BASICS = ['Parking', 'Power backup'];

export function amenitiesFor(r: Random, type: PropertyType, metro: boolean): string[] {
  if (type === 'plot') return r.sample(PLOT_AMENITIES, r.int(2, 5));
  const basic = r.pick(BASICS);
  const rest =
    type === 'pg'
      ? r.sample(PG_AMENITIES, r.int(5, 9))
      : type === 'commercial'
        ? r.sample(COMMERCIAL_AMENITIES, r.int(3, 6))
        : type === 'house' || type === 'villa'
          ? r.sample(HOUSE_AMENITIES, r.int(3, 6))
          : [
              ...r.sample(HOME_AMENITIES, r.int(4, 8)),
              ...(metro || r.chance(0.3) ? r.sample(SOCIETY_EXTRAS, r.int(1, 4)) : []),
            ];
  return [basic, ...rest.filter((a) => a !== basic)];
}

const metres = (r: Random, min: number, max: number) => {
  const m = r.step(min, max, 50);
  return m >= 1000 ? `${(m / 1000).toFixed(1)} km` : `${m} m`;
};

export function nearbyFacilitiesFor(r: Random, metro: boolean, neighbours: string[]): string[] {
  const all = [
    `Bus stop (${metres(r, 100, 600)})`,
    `Supermarket (${metres(r, 200, 900)})`,
    `School (${metres(r, 300, 1500)})`,
    `Hospital (${metres(r, 500, 3000)})`,
    `Pharmacy (${metres(r, 100, 500)})`,
    `ATM (${metres(r, 100, 700)})`,
    `Park (${metres(r, 200, 1500)})`,
    `Temple (${metres(r, 100, 800)})`,
    `Railway station (${metres(r, 1500, 8000)})`,
    ...(metro
      ? [`Metro station (${metres(r, 300, 2500)})`, `IT park (${metres(r, 2000, 9000)})`]
      : []),
    ...neighbours,
  ];
  return r.sample(all, r.int(3, 6));
}

const RENT_RULES = [
  'No smoking inside the house',
  'No loud music after 10 pm',
  'Visitors allowed till 9 pm',
  'Rent due by the 5th of every month',
  'Keep the staircase and common areas clean',
  'One month notice before vacating',
  'Two-wheeler parking only in the marked area',
];
const PG_RULES = [
  'Gate closes at 10:30 pm',
  'No overnight guests',
  'Inform the warden before staying out at night',
  'No alcohol on the premises',
  'Keep common areas clean',
  'Meals served at fixed times',
  'Iron boxes and heaters not allowed in rooms',
];

export function houseRulesFor(
  r: Random,
  type: PropertyType,
  listingType: 'rent' | 'sale',
  petFriendly: boolean,
): string[] {
  if (listingType === 'sale' || type === 'plot' || type === 'commercial') return [];
  const rules = r.sample(type === 'pg' ? PG_RULES : RENT_RULES, r.int(2, 4));
  if (type !== 'pg')
    rules.push(
      petFriendly ? 'Pets welcome, please keep them on a leash in common areas' : 'No pets',
    );
  return rules;
}

const PROXIMITY = [
  'Owner lives on the ground floor',
  'Owner lives in the same building',
  'Owner lives in the same colony',
  'Owner lives in another city; a caretaker stays nearby',
  'Owner visits once a month',
];

export const ownerProximityFor = (r: Random, type: PropertyType, listingType: 'rent' | 'sale') =>
  listingType === 'sale' || type === 'plot' || r.chance(0.25)
    ? ''
    : type === 'pg'
      ? r.pick(['Warden stays on the premises', 'Owner manages the PG in person'])
      : r.pick(PROXIMITY);
