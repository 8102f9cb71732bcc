import type { Property } from '@nivaas/shared';
import type { LabelGroup } from '../../../lib/property-labels';
import type { KeysUnder, Translate } from '../../../lib/translate';

/** How the page words things; the screen passes translated functions, tests pass plain ones. */
export interface FactFormat {
  /** Reads the propertyDetails namespace. */
  t: Translate<'propertyDetails'>;
  /** Reads an enum label from the property namespace ("semi-furnished" → "Semi-furnished"). */
  enumLabel: (group: LabelGroup, value: string | null | undefined) => string;
  /** The owner's subtype: a common one in the reader's language, other words as written. */
  subtype: (value: string) => string;
  /** ₹1,50,000 */
  money: (amount: number | null) => string;
  /** A sale price as every screen reads it: "₹1.15 Cr · ₹7,516/sq ft". */
  salePrice: (p: Property) => string;
  /** 1,200 */
  number: (value: number) => string;
  /** 1 Dec 2026 */
  date: (iso: string) => string;
}

export interface Fact {
  id: string;
  label: string;
  value: string;
}

const hasRooms = (p: Pick<Property, 'type'>) => p.type !== 'plot' && p.type !== 'commercial';

/**
 * Every stored field of a listing as a label and a value people read, in a sensible order,
 * leaving out what does not apply (no bedrooms on a plot, no deposit on a sale, empty fields).
 */
export function propertyFacts(p: Property, f: FactFormat): Fact[] {
  const facts: Fact[] = [];
  const add = (
    id: KeysUnder<'propertyDetails', 'facts'>,
    value: string | null | undefined | false,
  ) => {
    if (value) facts.push({ id, label: f.t(`facts.${id}`), value });
  };
  const yesNo = (v: boolean) => f.t(v ? 'yes' : 'no');

  if (p.listingType === 'sale') {
    add('salePrice', f.salePrice(p));
  } else {
    add('rent', p.rent !== null ? f.t('perMonth', { price: f.money(p.rent) }) : null);
    add('deposit', p.deposit > 0 ? f.money(p.deposit) : f.t('noDeposit'));
  }
  add('type', f.enumLabel('type', p.type));
  add('subtype', f.subtype(p.propertySubtype));
  if (hasRooms(p) && p.type !== 'pg') add('bedrooms', f.number(p.bedrooms));
  if (hasRooms(p)) add('bathrooms', f.number(p.bathrooms));
  add('area', p.area !== null && f.t('sqft', { area: f.number(p.area) }));
  if (p.landArea !== null) {
    add('landArea', `${f.number(p.landArea)} ${f.enumLabel('landAreaUnit', p.landAreaUnit)}`);
  }
  if (p.type !== 'plot') add('furnishing', f.enumLabel('furnishing', p.furnishing));
  add('facing', f.enumLabel('facingDirection', p.facingDirection));
  if (p.listingType === 'sale') add('ownership', f.enumLabel('ownershipType', p.ownershipType));
  if (p.listingType === 'rent' && hasRooms(p)) {
    add('petFriendly', yesNo(p.isPetFriendly));
    add('genderPreference', f.enumLabel('genderPreference', p.genderPreference));
    add('accommodationType', f.enumLabel('accommodationType', p.accommodationType));
  }
  if (p.type === 'pg') {
    add('roomSharing', f.enumLabel('roomSharing', p.pgDetails.roomSharing));
    add('mess', yesNo(p.pgDetails.messAvailability));
  }
  add('ownerProximity', p.ownerProximity);
  add('availableFrom', p.availableFrom ? f.date(p.availableFrom) : f.t('availableNow'));
  add('listedOn', f.date(p.createdAt));
  return facts;
}

/**
 * "Flat 4B, Green Park, Koramangala, Bengaluru, Karnataka 560034" without empty parts. Owners
 * often type the locality or city into the address too; those are not said twice.
 */
export function fullAddress(
  p: Pick<Property, 'address' | 'sublocality' | 'city' | 'state' | 'pincode'>,
): string {
  const address = p.address.trim();
  const said = new Set(address.split(',').map((s) => s.trim().toLowerCase()));
  const fresh = (s: string) => Boolean(s) && !said.has(s.toLowerCase());
  const place = [p.sublocality.trim(), p.city.trim()].filter(fresh);
  const state = p.state.trim();
  const pincode = p.pincode.trim();
  const tail = said.has(`${state} ${pincode}`.toLowerCase())
    ? ''
    : [fresh(state) ? state : '', pincode && !address.includes(pincode) ? pincode : '']
        .filter(Boolean)
        .join(' ');
  return [address, ...place, tail].filter(Boolean).join(', ');
}

/**
 * The owner's map link, or a search for the address when they gave none. A reader without the
 * exact address gets a search for the locality: their map point is only near the home.
 */
export function mapsLink(
  p: Pick<Property, 'googleMapsLink' | 'location' | 'exactAddress'> &
    Parameters<typeof fullAddress>[0],
): string {
  if (p.googleMapsLink) return p.googleMapsLink;
  const query =
    p.location && p.exactAddress ? `${p.location.lat},${p.location.lng}` : fullAddress(p);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
