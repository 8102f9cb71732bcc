/**
 * Kinds of building owners write most often in the listing's "subtype" ("Standalone building").
 * The field is the owner's own words; these common ones are shown in the reader's language
 * (the translation of `key`), anything else as written.
 */
export const COMMON_SUBTYPES = [
  { key: 'gatedCommunityFlat', value: 'Gated community flat' },
  { key: 'standaloneBuilding', value: 'Standalone building' },
  { key: 'independentHouse', value: 'Independent house' },
  { key: 'duplex', value: 'Duplex' },
  { key: 'villa', value: 'Villa' },
  { key: 'rowHouse', value: 'Row house' },
  { key: 'servicedStudio', value: 'Serviced studio' },
  { key: 'residentialPlot', value: 'Residential plot' },
  { key: 'openPlot', value: 'Open plot' },
  { key: 'shop', value: 'Shop' },
  { key: 'officeSpace', value: 'Office space' },
  { key: 'showroom', value: 'Showroom' },
] as const;

export type SubtypeKey = (typeof COMMON_SUBTYPES)[number]['key'];

const KEY_BY_VALUE = new Map<string, SubtypeKey>(
  COMMON_SUBTYPES.map((s) => [s.value.toLowerCase(), s.key]),
);

/** The translation key of a common subtype, or undefined for an owner's own words. */
export const subtypeKey = (value: string): SubtypeKey | undefined =>
  KEY_BY_VALUE.get(value.trim().toLowerCase());
