import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { propertyInputSchema, type PropertyStatus } from '@nivaas/shared';
import { newId } from '../lib/ids';
import { deleteStoredKeys } from '../plugins/storage/delete-stored-keys';
import { listsOf, toColumns } from '../modules/properties/index';
import type { PropertyImagesTable } from '../db/tables/properties';
import { interestCounts, lastChanges, planActivity, type SeededListing } from './demo-activity';
import { createDemoPeople } from './demo-accounts';
import { picturesFor, renderPicturePool, storeCopies } from './demo-images';
import { makeListings } from './demo-listings';
import { DEMO_OWNERS, DEMO_SEEKERS } from './demo-people';
import { createRandom } from './demo-random';
import { insertDemoRows, type DemoRows } from './demo-store';

export const DEMO_LISTING_COUNT = 300;

/** The console owner (Ravi Kumar of Guntur): a dozen listings in every state a listing can be in. */
const CONSOLE_OWNER_PLAN: { city: string; status: PropertyStatus }[] = [
  ...['Guntur', 'Guntur', 'Guntur', 'Guntur', 'Guntur'].map((city) => ({
    city,
    status: 'available' as const,
  })),
  { city: 'Vijayawada', status: 'available' },
  { city: 'Vijayawada', status: 'vacant' },
  { city: 'Vijayawada', status: 'rented' },
  { city: 'Vijayawada', status: 'inactive' },
  { city: 'Hyderabad', status: 'available' },
  { city: 'Hyderabad', status: 'available' },
  { city: 'Hyderabad', status: 'available' },
];

export interface ConsoleIds {
  seeker: string;
  owner: string;
  provider: string;
  ownerEmail: string;
}

/**
 * A few hundred listings with photos, interest, favourites, reviews and notifications, so a
 * new visitor sees a living site. The same seed gives the same words, prices and pictures.
 */
export async function seedDemoData(app: FastifyInstance, ids: ConsoleIds, password: string) {
  const random = createRandom('nivaas-demo-2026');
  const now = Date.now();
  const people = await createDemoPeople(app, [...DEMO_OWNERS, ...DEMO_SEEKERS], password);
  people.set(ids.ownerEmail, ids.owner);
  const idOf = (email: string) => people.get(email) ?? ids.owner;

  const pool = await renderPicturePool(random.fork('pictures'));
  const listings = makeListings(
    random.fork('listings'),
    now,
    {
      email: ids.ownerEmail,
      cities: CONSOLE_OWNER_PLAN.map((p) => p.city),
      statuses: CONSOLE_OWNER_PLAN.map((p) => p.status),
    },
    DEMO_OWNERS,
    DEMO_LISTING_COUNT,
  );
  const seeded: SeededListing[] = listings.map((l) => ({
    id: newId(),
    ownerId: idOf(l.ownerEmail),
    input: l.input,
    createdAt: l.createdAt,
  }));
  const activity = planActivity(random.fork('activity'), now, seeded, {
    ...ids,
    seekers: DEMO_SEEKERS.map((p) => idOf(p.email)),
  });
  const counts = interestCounts(activity);
  const changedAt = lastChanges(activity);

  const properties: DemoRows['properties'] = seeded.map((listing, i) => {
    const data = propertyInputSchema.parse(listing.input);
    const interested = counts.get(listing.id) ?? 0;
    return {
      row: {
        id: listing.id,
        ownerId: listing.ownerId,
        ...toColumns(data),
        interestedCount: interested,
        viewCount: Math.max(listings[i]!.viewCount, interested * 6),
        createdAt: listing.createdAt,
        updatedAt: changedAt.get(listing.id) ?? listing.createdAt,
      },
      lists: listsOf(data),
    };
  });

  const pictureRandom = random.fork('photos');
  const chosen = listings.map((l) => picturesFor(pool, l.scenes, pictureRandom));
  const stored: string[] = [];
  try {
    const files = await storeCopies(app, chosen.flat(), stored);
    const images: Insertable<PropertyImagesTable>[] = [];
    let next = 0;
    chosen.forEach((pictures, i) => {
      pictures.forEach((_, position) => {
        const file = files[next++]!;
        images.push({
          ...file,
          propertyId: seeded[i]!.id,
          position,
          createdAt: seeded[i]!.createdAt,
        });
      });
    });
    await app.db
      .transaction()
      .execute((trx) => insertDemoRows(trx, { properties, images, activity }));
    return { listings: properties.length, images: images.length, people: people.size };
  } catch (err) {
    await deleteStoredKeys(app, stored);
    throw err;
  }
}
