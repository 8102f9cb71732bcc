import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PropertyImagesTable } from '../../db/tables/properties';

/** The SQL of listing photos (kept beside properties.repository.ts, which holds the rest). */
export type PropertyImageRow = Selectable<PropertyImagesTable>;
export type PropertyImageInsert = Omit<Insertable<PropertyImagesTable>, 'position' | 'propertyId'>;
type Db = Kysely<Database>;

/** Photos of each property in order (cover first); a property without photos gets an empty list. */
export async function loadImages(
  db: Db,
  propertyIds: readonly string[],
): Promise<Map<string, PropertyImageRow[]>> {
  const byProperty = new Map<string, PropertyImageRow[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .selectFrom('property_images')
    .selectAll()
    .where('propertyId', 'in', [...propertyIds])
    .orderBy('propertyId')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) byProperty.get(row.propertyId)?.push(row);
  return byProperty;
}

/** One photo of one listing, or undefined. */
export const findImage = (db: Db, propertyId: string, imageId: string) =>
  db
    .selectFrom('property_images')
    .selectAll()
    .where('id', '=', imageId)
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();

export const imagesOf = async (db: Db, propertyId: string): Promise<PropertyImageRow[]> =>
  (await loadImages(db, [propertyId])).get(propertyId) ?? [];

/** Appends photos after the last one, in the given order. */
export async function appendImages(
  db: Db,
  propertyId: string,
  images: readonly PropertyImageInsert[],
): Promise<void> {
  if (images.length === 0) return;
  const { last } = await db
    .selectFrom('property_images')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('propertyId', '=', propertyId)
    .executeTakeFirstOrThrow();
  const start = last === null ? 0 : Number(last) + 1;
  await db
    .insertInto('property_images')
    .values(images.map((image, i) => ({ ...image, propertyId, position: start + i })))
    .execute();
}

/** Gives each photo its index in `orderedIds` as its position. */
export async function setImageOrder(
  db: Db,
  propertyId: string,
  orderedIds: readonly string[],
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .updateTable('property_images')
      .set({ position })
      .where('id', '=', id)
      .where('propertyId', '=', propertyId)
      .execute();
  }
}

/** Removes one photo of the property; the removed row (for its files), or undefined. */
export async function deleteImage(
  db: Db,
  propertyId: string,
  imageId: string,
): Promise<PropertyImageRow | undefined> {
  const row = await db
    .selectFrom('property_images')
    .selectAll()
    .where('id', '=', imageId)
    .where('propertyId', '=', propertyId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('property_images').where('id', '=', imageId).execute();
  return row;
}

/** The storage keys of every variant of the given photos. */
export const keysOfImages = (rows: readonly PropertyImageRow[]): string[] =>
  rows.flatMap((r) => [r.thumbnailKey, r.cardKey, r.fullKey]);

/** The cover (first photo) of each listing that has one. */
export const coversOf = (db: Db, propertyIds: readonly string[]) =>
  propertyIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('property_images')
        .select(['propertyId', 'thumbnailKey'])
        .where('propertyId', 'in', [...propertyIds])
        .where('position', '=', 0)
        .execute();

/** The listing (owner and status) a stored photo file belongs to, by any of its variants' keys. */
export const findListingOfImageKey = (
  db: Db,
  key: string,
): Promise<
  | {
      ownerId: string;
      status: string;
      hiddenByAdminAt: string | null;
      ownerSuspended: boolean | number;
      heldForReview: boolean | number;
    }
  | undefined
> =>
  db
    .selectFrom('property_images as i')
    .innerJoin('properties as p', 'p.id', 'i.propertyId')
    .select(['p.ownerId', 'p.status', 'p.hiddenByAdminAt', 'p.ownerSuspended', 'p.heldForReview'])
    .where((eb) =>
      eb.or([eb('i.fullKey', '=', key), eb('i.cardKey', '=', key), eb('i.thumbnailKey', '=', key)]),
    )
    .limit(1)
    .executeTakeFirst();
