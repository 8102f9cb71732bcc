import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PROPERTY_IMAGE_WIDTHS, type PropertyImageVariant } from '@nivaas/shared';
import type { HashedImageVariants as ImageVariants } from '../modules/properties/index';
import { perceptualHash } from '../lib/perceptual-hash';
import { newId } from '../lib/ids';
import { createDemoPeople } from './demo-accounts';
import { storeCopies } from './demo-images';
import { cityNamed, placeIn } from './demo-places';
import { createRandom } from './demo-random';
import { drawScene } from './demo-scenes';
import { titleFor, type ListingFacts } from './demo-words';

/**
 * A few planted scams, so the admins' queue shows automatic flags and the rules can be
 * measured (`npm run scam-signals:measure`): a rental far below its market, a listing reusing
 * another owner's photo, and an owner whose phone number is on four accounts.
 *
 * The demo's markets (city, type, bedrooms) hold at most a handful of rentals, too few for
 * the low-price rule (10 comparables): one market is filled up with genuine-looking copies of
 * its own listings, their owners' and within ±10 % of their rents, for the cheap one to stand in.
 * Each copy moves to another locality of the city under a title of its own, so no page shows
 * look-alike listings.
 */
const SHARED_PHONE = '+919800000042';
const MARKET_SIZE = 12;
const LIST_TABLES = [
  'property_amenities',
  'property_nearby_facilities',
  'property_house_rules',
] as const;

type Db = FastifyInstance['db'];
interface Clone {
  templateId: string;
  ownerId: string;
  rent: number | null;
  title?: string;
  at: string;
  photos: { picture: ImageVariants; hashed: boolean }[];
}

/** The planted scammers' accounts (one password hash for all, as the demo's people). */
async function plantedAccounts(app: FastifyInstance, password: string): Promise<string[]> {
  const people = [1, 2, 3, 4].map((n) => ({
    email: `planted-${n}@nivaas.demo`,
    firstName: 'Quick',
    lastName: `Rentals ${n}`,
    role: 'owner' as const,
  }));
  const ids = await createDemoPeople(app, people, password);
  return people.map((p) => ids.get(p.email)!);
}

type Template = Awaited<ReturnType<typeof templateOf>>;
const templateOf = (db: Db, id: string) =>
  db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Where a copy of `t` stands and what it is called: another locality of its city than any
 * listing of the same kind there, and a title no listing of the city has.
 */
async function freshLook(db: Db, t: Template, seed: string) {
  const r = createRandom(seed);
  const city = cityNamed(t.city);
  const others = await db
    .selectFrom('properties')
    .select(['title', 'sublocality', 'type', 'bedrooms'])
    .where('city', '=', t.city)
    .execute();
  const used = new Set(
    others.filter((o) => o.type === t.type && o.bedrooms === t.bedrooms).map((o) => o.sublocality),
  );
  let place = placeIn(r, city);
  for (let i = 0; i < 20 && used.has(place.locality.name); i++) place = placeIn(r, city);
  const facts: ListingFacts = {
    type: t.type,
    listingType: t.listingType,
    city: t.city,
    locality: place.locality.name,
    landmark: place.landmark,
    neighbours: place.neighbours,
    bedrooms: Number(t.bedrooms),
    bathrooms: Number(t.bathrooms),
    area: t.area === null ? null : Number(t.area),
    furnishing: t.furnishing,
    facing: t.facingDirection,
    sharing: t.roomSharing,
    mess: Boolean(t.messAvailability),
    gender: t.genderPreference,
    accommodation: t.accommodationType,
    landArea: t.landArea === null ? null : Number(t.landArea),
    landAreaUnit: t.landAreaUnit,
    depositMonths: 2,
  };
  return {
    title: titleFor(r, facts, new Set(others.map((o) => o.title))),
    sublocality: place.locality.name,
    pincode: place.pincode,
    latitude: place.lat,
    longitude: place.lng,
  };
}

/** A copy of a demo listing (its lists too) with photos of its own files. */
async function cloneListing(app: FastifyInstance, c: Clone): Promise<string> {
  const db: Db = app.db;
  const t = await templateOf(db, c.templateId);
  const id = newId();
  // A planted scam keeps its template's place under its own title; any other copy moves.
  const look = c.title ? { title: c.title } : await freshLook(db, t, `look:${c.at}`);
  const { interestedCount: _i, viewCount: _v, ...row } = t;
  await db
    .insertInto('properties')
    .values({
      ...row,
      id,
      ownerId: c.ownerId,
      rent: c.rent,
      salePrice: row.salePrice === null ? null : Number(row.salePrice),
      ...look,
      createdAt: c.at,
      updatedAt: c.at,
    })
    .execute();
  for (const table of LIST_TABLES) {
    const values = await db.selectFrom(table).selectAll().where('propertyId', '=', t.id).execute();
    if (values.length)
      await db
        .insertInto(table)
        .values(values.map((v) => ({ ...v, propertyId: id })))
        .execute();
  }
  const stored = await storeCopies(
    app,
    c.photos.map((p) => p.picture),
    [],
  );
  await db
    .insertInto('property_images')
    .values(
      stored.map((image, position) => ({
        ...image,
        propertyId: id,
        position,
        createdAt: c.at,
        // Demo illustrations are shared by design and left unhashed; a planted photo is hashed.
        perceptualHash: c.photos[position]!.hashed
          ? c.photos[position]!.picture.perceptualHash
          : null,
      })),
    )
    .execute();
  return id;
}

const jpegOf = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();

/** An upload's variants and hash, encoded with the seed's low effort (its time budget). */
async function picture(file: Buffer): Promise<ImageVariants> {
  const image = sharp(file);
  const { width = 0, height = 0 } = await image.metadata();
  const files = {} as ImageVariants['files'];
  for (const variant of Object.keys(PROPERTY_IMAGE_WIDTHS) as PropertyImageVariant[])
    files[variant] = await image
      .clone()
      .resize({ width: PROPERTY_IMAGE_WIDTHS[variant], withoutEnlargement: true })
      .webp({ quality: 80, effort: 0 })
      .toBuffer();
  return { files, width, height, perceptualHash: await perceptualHash(image) };
}

export async function plantDemoScamCases(
  app: FastifyInstance,
  password: string,
  now: number,
): Promise<void> {
  const rentals = await app.db
    .selectFrom('properties')
    .select(['id', 'ownerId', 'city', 'type', 'bedrooms', 'rent'])
    .where('listingType', '=', 'rent')
    .where('rent', 'is not', null)
    .orderBy('id')
    .execute();
  const markets = new Map<string, typeof rentals>();
  for (const r of rentals) {
    const key = `${r.city}|${r.type}|${r.bedrooms}`;
    markets.set(key, [...(markets.get(key) ?? []), r]);
  }
  const market = [...markets.values()].sort((a, b) => b.length - a.length)[0]!;
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const r = createRandom('planted-scams');
  const stock = {
    picture: await picture(await jpegOf(drawScene('apartment', r.fork('stock')))),
    hashed: false,
  };

  const rents = market.map((m) => m.rent!);
  for (let i = 0; market.length + i < MARKET_SIZE; i++) {
    const t = market[i % market.length]!;
    const rent = Math.round((t.rent! * (0.9 + r.next() * 0.2)) / 500) * 500;
    rents.push(rent);
    await cloneListing(app, {
      templateId: t.id,
      ownerId: t.ownerId,
      rent,
      at: iso(2000 + i * 600),
      photos: [stock],
    });
  }
  rents.sort((a, b) => a - b);
  const median = rents[Math.floor(rents.length / 2)]!;
  const t = market[0]!;
  const urgent = `${t.city}: ${t.bedrooms} BHK, urgent, pay advance to book`;

  const [cheap, copier, sharer, fourth] = (await plantedAccounts(app, password)) as [
    string,
    string,
    string,
    string,
  ];
  await cloneListing(app, {
    templateId: t.id,
    ownerId: cheap,
    rent: Math.round((median * 0.25) / 500) * 500,
    title: urgent,
    at: iso(30),
    photos: [stock],
  });

  // A genuine owner's photo, then a brightened, shrunk, re-encoded copy on a stranger's listing.
  const photo = await jpegOf(drawScene('living', r.fork('original-photo')));
  const original = { picture: await picture(photo), hashed: true };
  await cloneListing(app, {
    templateId: t.id,
    ownerId: t.ownerId,
    rent: t.rent,
    at: iso(900),
    photos: [stock, original],
  });
  const copied = await sharp(photo)
    .resize(700)
    .modulate({ brightness: 1.1 })
    .jpeg({ quality: 70 })
    .toBuffer();
  await cloneListing(app, {
    templateId: t.id,
    ownerId: copier,
    rent: t.rent,
    title: `${t.city}: ${t.bedrooms} BHK, owner abroad, pay advance for the keys`,
    at: iso(20),
    photos: [{ picture: await picture(copied), hashed: true }],
  });

  // Four accounts on one number: the two above (one person behind several accounts) and two more.
  for (const id of [cheap, copier, sharer, fourth])
    await app.db.updateTable('users').set({ phone: SHARED_PHONE }).where('id', '=', id).execute();
  await cloneListing(app, {
    templateId: t.id,
    ownerId: sharer,
    rent: t.rent,
    at: iso(10),
    photos: [stock],
  });
}
