import type { Insertable, Selectable } from 'kysely';
import type { ServiceImagesTable } from '../../db/tables/services';
import type { Db } from './services.repository';

/** The SQL of service photos. */
export type ServiceImageRow = Selectable<ServiceImagesTable>;
export type ServiceImageInsert = Omit<Insertable<ServiceImagesTable>, 'position' | 'serviceId'>;

export const imagesOfService = (db: Db, serviceId: string): Promise<ServiceImageRow[]> =>
  db
    .selectFrom('service_images')
    .selectAll()
    .where('serviceId', '=', serviceId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export async function appendServiceImages(
  db: Db,
  serviceId: string,
  images: readonly ServiceImageInsert[],
): Promise<void> {
  if (images.length === 0) return;
  const { last } = await db
    .selectFrom('service_images')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('serviceId', '=', serviceId)
    .executeTakeFirstOrThrow();
  const start = last === null ? 0 : Number(last) + 1;
  await db
    .insertInto('service_images')
    .values(images.map((image, i) => ({ ...image, serviceId, position: start + i })))
    .execute();
}

export async function deleteServiceImage(
  db: Db,
  serviceId: string,
  imageId: string,
): Promise<ServiceImageRow | undefined> {
  return db
    .deleteFrom('service_images')
    .where('serviceId', '=', serviceId)
    .where('id', '=', imageId)
    .returningAll()
    .executeTakeFirst();
}

export const keysOfServiceImages = (rows: readonly ServiceImageRow[]): string[] =>
  rows.flatMap((r) => [r.thumbnailKey, r.cardKey, r.fullKey]);
