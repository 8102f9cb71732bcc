import { withinYearsOf } from '../domain/calendar';

export const DEFAULT_PROPERTY_TITLE = 'Untitled Property';

/** Bounds of a listing. Money is whole rupees; areas are in the listing's own units. */
export const PROPERTY_LIMITS = {
  titleMax: 120,
  addressMax: 300,
  additionalInfoMax: 500,
  descriptionMax: 5000,
  shortTextMax: 200,
  subtypeMax: 60,
  linkMax: 500,
  /** ₹1 crore a month. */
  rentMax: 10_000_000,
  /** ₹10 crore. */
  depositMax: 100_000_000,
  /** ₹10,000 crore; larger than a 32-bit integer, so stored as bigint. */
  salePriceMax: 100_000_000_000,
  roomsMax: 20,
  /** Square feet of built-up area. */
  areaMax: 1_000_000,
  landAreaMax: 100_000_000,
  amenitiesMax: 50,
  nearbyFacilitiesMax: 30,
  houseRulesMax: 30,
  listItemMax: 100,
  /** "Available from" lies from this many years back (a home long available) … */
  availableFromYearsBack: 10,
  /** … to this many ahead of today (a listing of a home not yet built is not one). */
  availableFromYearsAhead: 2,
} as const;

/**
 * Field messages of the property form and API, in English; the web app translates them by key
 * (`propertyValidation.<key>`), so keys are as stable as the texts.
 */
export const PROPERTY_VALIDATION = {
  required: 'This field is required',
  choose: 'Choose one of the options',
  yesOrNo: 'Choose yes or no',
  titleTooLong: `Must be at most ${PROPERTY_LIMITS.titleMax} characters`,
  addressTooLong: `Must be at most ${PROPERTY_LIMITS.addressMax} characters`,
  additionalInfoTooLong: `Must be at most ${PROPERTY_LIMITS.additionalInfoMax} characters`,
  descriptionTooLong: `Must be at most ${PROPERTY_LIMITS.descriptionMax} characters`,
  shortTextTooLong: `Must be at most ${PROPERTY_LIMITS.shortTextMax} characters`,
  subtypeTooLong: `Must be at most ${PROPERTY_LIMITS.subtypeMax} characters`,
  state: 'Choose a state from the list',
  city: 'Choose a city in the selected state',
  sublocality: 'Choose a locality in the selected city',
  pincode: 'Enter a 6-digit PIN code',
  rupees: 'Enter a whole number of rupees',
  rentRequired: 'Enter the monthly rent (more than ₹0)',
  rentTooHigh: 'Rent must be at most ₹1,00,00,000 a month',
  depositTooHigh: 'Deposit must be at most ₹10,00,00,000',
  salePriceRequired: 'Enter the sale price (more than ₹0)',
  salePriceTooHigh: 'Sale price must be at most ₹10,000 crore',
  rooms: `Enter a whole number from 0 to ${PROPERTY_LIMITS.roomsMax}`,
  area: 'Enter an area greater than 0 and at most 10,00,000 sq ft',
  landArea: 'Enter a land area greater than 0',
  location: 'Choose a point in India',
  googleMapsLink: 'Enter a Google Maps link starting with https://',
  availableFrom: 'Enter a valid date (YYYY-MM-DD)',
  availableFromRange: `Choose a date from ${PROPERTY_LIMITS.availableFromYearsBack} years ago to ${PROPERTY_LIMITS.availableFromYearsAhead} years from today`,
  amenitiesTooMany: `At most ${PROPERTY_LIMITS.amenitiesMax} amenities`,
  nearbyFacilitiesTooMany: `At most ${PROPERTY_LIMITS.nearbyFacilitiesMax} nearby facilities`,
  houseRulesTooMany: `At most ${PROPERTY_LIMITS.houseRulesMax} house rules`,
  listItemTooLong: `Each entry must be at most ${PROPERTY_LIMITS.listItemMax} characters`,
  statusForListing: 'Rented is for rent listings and Sold for sale listings',
} as const;

/** Where Google Maps links and their share links live; anything else is not a map link. */
const MAPS_HOSTS = new Set(['maps.google.com', 'maps.google.co.in', 'maps.app.goo.gl']);
const GOOGLE_HOSTS = new Set(['google.com', 'www.google.com', 'google.co.in', 'www.google.co.in']);

export function isGoogleMapsLink(value: string): boolean {
  // No URL class here (this package runs without DOM or Node types): https, a bare host (no
  // credentials, no port), then an optional path, query or fragment without spaces.
  const match = /^https:\/\/([a-z0-9.-]+)(\/[^\s?#]*)?([?#]\S*)?$/i.exec(value);
  if (!match) return false;
  const host = (match[1] ?? '').toLowerCase();
  const path = match[2] ?? '';
  if (MAPS_HOSTS.has(host)) return true;
  if (GOOGLE_HOSTS.has(host)) return path === '/maps' || path.startsWith('/maps/');
  return host === 'goo.gl' && path.startsWith('/maps/');
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Roughly India's bounding box: enough to catch swapped or zeroed coordinates. */
export const isInIndia = (point: { lat: number; lng: number }): boolean =>
  point.lat >= 6 && point.lat <= 37.5 && point.lng >= 68 && point.lng <= 97.5;

/** Trims entries, drops blank ones and repeats (ignoring case), keeping the owner's order. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** An "available from" date a listing may give: from 10 years back to 2 years from today. */
export const isAvailableFromInRange = (date: string): boolean =>
  withinYearsOf(
    date,
    PROPERTY_LIMITS.availableFromYearsBack,
    PROPERTY_LIMITS.availableFromYearsAhead,
  );
