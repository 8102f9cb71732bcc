/**
 * Amenities owners pick most often and seekers filter by. The stored value is the English name
 * (the same in every language, so listings and filters agree); screens show the translation of
 * `key`. Owners may add their own words too; those are shown as written.
 */
export const COMMON_AMENITIES = [
  { key: 'parking', value: 'Parking' },
  { key: 'lift', value: 'Lift' },
  { key: 'powerBackup', value: 'Power backup' },
  { key: 'security', value: '24x7 security' },
  { key: 'cctv', value: 'CCTV' },
  { key: 'water', value: '24x7 water' },
  { key: 'wifi', value: 'Wi-Fi' },
  { key: 'ac', value: 'Air conditioning' },
  { key: 'geyser', value: 'Geyser' },
  { key: 'washingMachine', value: 'Washing machine' },
  { key: 'fridge', value: 'Refrigerator' },
  { key: 'modularKitchen', value: 'Modular kitchen' },
  { key: 'gym', value: 'Gym' },
  { key: 'pool', value: 'Swimming pool' },
  { key: 'clubhouse', value: 'Clubhouse' },
  { key: 'playArea', value: "Children's play area" },
  { key: 'garden', value: 'Garden' },
  { key: 'gatedCommunity', value: 'Gated community' },
  { key: 'balcony', value: 'Balcony' },
  { key: 'housekeeping', value: 'Housekeeping' },
] as const;

export type AmenityKey = (typeof COMMON_AMENITIES)[number]['key'];

const KEY_BY_VALUE = new Map<string, AmenityKey>(
  COMMON_AMENITIES.map((a) => [a.value.toLowerCase(), a.key]),
);

/** The translation key of a common amenity, or undefined for an owner's own words. */
export const amenityKey = (value: string): AmenityKey | undefined =>
  KEY_BY_VALUE.get(value.trim().toLowerCase());
