import type { Property, PublicListing } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { sql } from 'kysely';
import { APPROXIMATE_RADIUS_M, withoutExactAddress } from './address-privacy';
import { loadProperty } from './load-property';
import { isHidden } from './properties.policy';

const isOpen = (status: string) => status === 'available' || status === 'vacant';

/**
 * Only the fields a stranger may read: the public preview never carries the owner or the address;
 * of the owner, only whether they are verified (decision 058) and proved their phone.
 */
export function toPublicListing(property: Property, ownerPhoneVerified = false): PublicListing {
  const p = withoutExactAddress({ ...property });
  return {
    id: p.id,
    title: p.title,
    type: p.type,
    listingType: p.listingType,
    state: p.state,
    city: p.city,
    sublocality: p.sublocality,
    location: p.location,
    approximateRadiusM: APPROXIMATE_RADIUS_M,
    rent: p.rent,
    deposit: p.deposit,
    salePrice: p.salePrice,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area: p.area,
    landArea: p.landArea,
    landAreaUnit: p.landAreaUnit,
    furnishing: p.furnishing,
    amenities: p.amenities,
    images: p.images,
    ...(p.ownerVerified ? { ownerVerified: true } : {}),
    ...(ownerPhoneVerified ? { ownerPhoneVerified: true } : {}),
    updatedAt: p.updatedAt,
  };
}

/**
 * An open listing's public preview, for anyone, signed in or not. A hidden (by its owner, an
 * admin, or its owner's suspension), rented or sold one reads as missing: a shared link to it says so rather than showing a home that is gone.
 */
export async function getPublicListing(
  deps: Pick<Deps, 'db' | 'storage'>,
  id: string,
): Promise<PublicListing> {
  const { row, property } = await loadProperty(deps, id);
  if (!isOpen(property.status) || isHidden(row)) throw new AppError('property.not-found');
  // The users table is read beside a row anywhere (docs/architecture.md, "Where tables live"):
  // through the users module's face it would make a loop (users → favorites → properties).
  const phoneVerified = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', property.ownerId)
    .where('phoneNumber', 'is not', null)
    .where('phoneNumberVerified', '=', sql.lit(true))
    .executeTakeFirst();
  return toPublicListing(property, phoneVerified !== undefined);
}
