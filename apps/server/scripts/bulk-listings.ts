// Realistic listings in bulk, for load and search benchmarks (npm run seed:bulk, npm run bench).
import type { FastifyInstance } from 'fastify';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Insertable } from 'kysely';
import { CITIES, type City, type Locality, type StateName } from '@nivaas/shared';
import type { Database } from '../src/db/schema';
import type { PropertiesTable, PropertyListTable } from '../src/db/tables/properties';
import { newId } from '../src/lib/ids';
import { createAccount } from '../src/modules/users/index';

/** A small fast PRNG: the same seed gives the same data set on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const between = (r: Rand, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const some = <T>(r: Rand, items: readonly T[], min: number, max: number): T[] =>
  [...items].sort(() => r() - 0.5).slice(0, between(r, min, max));
/** Weighted choice: [value, weight][]. */
function weighted<T>(r: Rand, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [value, w] of table) {
    x -= w;
    if (x <= 0) return value;
  }
  return table[table.length - 1]![0];
}

const AMENITIES = [
  'Lift',
  'Parking',
  'Power back-up',
  'Security',
  'Gym',
  'Swimming pool',
  'Wi-Fi',
  'Air conditioning',
  '24x7 water',
  'Gated community',
  'Play area',
  'CCTV',
];
const FACILITIES = ['Metro station', 'Bus stop', 'Hospital', 'School', 'Supermarket', 'Park'];
const RULES = ['No smoking', 'No loud music after 10 pm', 'Visitors till 9 pm', 'Vegetarian only'];
const OPENERS = [
  'Well-ventilated',
  'Spacious',
  'Newly painted',
  'Sunny',
  'Quiet',
  'Corner',
  'East-facing',
];
const FEATURES = [
  'close to the metro',
  'walking distance to schools and a hospital',
  'with covered parking and power back-up',
  'in a gated community with security',
  'near the main road and bus stop',
  'with a large balcony and good light',
  'with modular kitchen and wardrobes',
  'ten minutes from the IT park',
  'with 24x7 water supply',
];
const STREETS = ['Main Road', 'Cross Road', 'Temple Street', 'Station Road', 'Park Lane', 'Layout'];
const FALLBACK_PIN: Record<StateName, string> = {
  'Andhra Pradesh': '520001',
  Telangana: '500001',
  'Tamil Nadu': '600001',
  Karnataka: '560001',
  Maharashtra: '400001',
  Punjab: '141001',
};
/** Rough rent level of each city against a mid-size one. */
const CITY_LEVEL: Record<string, number> = {
  Mumbai: 2.2,
  Bengaluru: 1.6,
  Pune: 1.3,
  Hyderabad: 1.3,
  Chennai: 1.3,
};

const RENT_TYPES = [
  ['apartment', 45],
  ['room', 12],
  ['pg', 12],
  ['house', 12],
  ['studio', 8],
  ['villa', 5],
  ['commercial', 6],
] as const;
const SALE_TYPES = [
  ['apartment', 50],
  ['house', 20],
  ['villa', 10],
  ['plot', 15],
  ['commercial', 5],
] as const;

const PLACES: { city: City; locality: Locality }[] = CITIES.flatMap((city) =>
  city.localities.map((locality) => ({ city, locality })),
);

export type BulkRow = Insertable<Database['properties']> & Insertable<PropertiesTable>;
export interface BulkListing {
  row: BulkRow;
  amenities: string[];
  nearbyFacilities: string[];
  houseRules: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One listing, as an owner would have filled the form. `now` anchors the dates. */
export function bulkListing(r: Rand, ownerId: string, now: number): BulkListing {
  const { city, locality } = pick(r, PLACES);
  const listingType = r() < 0.75 ? 'rent' : 'sale';
  const type = weighted(r, listingType === 'rent' ? RENT_TYPES : SALE_TYPES);
  const bedrooms =
    type === 'plot' || type === 'commercial'
      ? 0
      : type === 'studio' || type === 'room' || type === 'pg'
        ? 1
        : type === 'villa'
          ? between(r, 3, 5)
          : type === 'house'
            ? between(r, 2, 4)
            : weighted(r, [
                [1, 25],
                [2, 40],
                [3, 28],
                [4, 7],
              ] as const);
  const bathrooms =
    bedrooms === 0 ? (type === 'plot' ? 0 : 1) : Math.max(1, bedrooms - between(r, 0, 1));
  const furnishing = pick(r, ['unfurnished', 'semi-furnished', 'furnished'] as const);
  const level = (CITY_LEVEL[city.name] ?? 0.8) * (0.8 + r() * 0.5);
  const area = type === 'plot' ? null : Math.round((bedrooms || 1) * 450 + 200 + r() * 300);
  const rent =
    listingType === 'rent'
      ? Math.round(
          ((type === 'pg' || type === 'room' ? 6000 : 9000 + bedrooms * 8000) *
            level *
            (furnishing === 'furnished' ? 1.2 : 1)) /
            500,
        ) * 500
      : null;
  const landArea = type === 'plot' ? between(r, 100, 600) : null;
  const salePrice =
    listingType === 'sale'
      ? Math.round(((area ?? landArea! * 9) * 5500 * level) / 10_000) * 10_000
      : null;
  const isPg = type === 'pg';
  const gender = isPg
    ? pick(r, ['male', 'female'] as const)
    : r() < 0.85
      ? 'any'
      : pick(r, ['male', 'female'] as const);
  const bhk = bedrooms > 0 && !isPg && type !== 'room' ? `${bedrooms} BHK ` : '';
  const title = isPg
    ? `PG for ${gender === 'female' ? 'women' : 'men'} in ${locality.name}`
    : listingType === 'sale'
      ? `${bhk}${type} for sale in ${locality.name}`
      : `${bhk}${type} for rent in ${locality.name}`;
  const [featureA, featureB] = some(r, FEATURES, 2, 2);
  const noun = isPg ? 'PG' : type;
  const description = `${pick(r, OPENERS)} ${bhk}${noun} ${featureA}, ${featureB}. ${
    furnishing === 'furnished' ? 'Fully furnished; move in with a suitcase.' : 'Ready to move in.'
  }`;
  const status = weighted(r, [
    ['available', 88],
    ['vacant', 4],
    [listingType === 'rent' ? 'rented' : 'sold', 6],
    ['inactive', 2],
  ] as const);
  const createdAt = new Date(now - Math.floor(r() * 365 * DAY_MS)).toISOString();
  const availableFrom =
    r() < 0.6 ? null : new Date(now + between(r, 0, 60) * DAY_MS).toISOString().slice(0, 10);
  return {
    row: {
      id: newId(),
      ownerId,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      type,
      listingType,
      status,
      address: `${between(r, 1, 40)}-${between(r, 1, 300)}, ${pick(r, STREETS)}, ${locality.name}`,
      additionalInfo: '',
      state: city.state,
      city: city.name,
      sublocality: locality.name,
      pincode: locality.pincode ?? FALLBACK_PIN[city.state],
      latitude: Math.round((locality.lat + (r() - 0.5) * 0.012) * 1e6) / 1e6,
      longitude: Math.round((locality.lng + (r() - 0.5) * 0.012) * 1e6) / 1e6,
      googleMapsLink: '',
      rent,
      deposit: rent ? rent * between(r, 2, 6) : 0,
      salePrice,
      propertySubtype: '',
      landArea,
      landAreaUnit: type === 'plot' ? 'sqyd' : 'sqft',
      ownershipType: listingType === 'sale' ? 'freehold' : null,
      bedrooms,
      bathrooms,
      area,
      furnishing,
      facingDirection: null,
      isPetFriendly: r() < 0.3 ? 1 : 0,
      genderPreference: gender,
      accommodationType: pick(r, [
        'any',
        'family',
        'bachelors',
        'students',
        'working-professionals',
      ] as const),
      messAvailability: isPg && r() < 0.6 ? 1 : 0,
      roomSharing: isPg ? pick(r, ['single', 'double', 'triple', 'dormitory'] as const) : 'single',
      ownerProximity: '',
      description,
      availableFrom,
      interestedCount: between(r, 0, 12),
      viewCount: between(r, 0, 400),
      createdAt,
      updatedAt: createdAt,
    },
    amenities: some(r, AMENITIES, 2, 7),
    nearbyFacilities: some(r, FACILITIES, 1, 3),
    houseRules: some(r, RULES, 0, 2),
  };
}

/** The few owners the bulk listings belong to (made once; found again on later runs). */
export async function bulkOwners(app: FastifyInstance, count = 5): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const email = `bulk-owner-${i}@nivaas.local`;
    const found = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    ids.push(
      found?.id ??
        (await createAccount(app, {
          email,
          password: `${newId()}Aa1!`,
          firstName: 'Bulk',
          lastName: `Owner ${i}`,
          role: 'owner',
          emailVerified: true,
        })),
    );
  }
  return ids;
}

const LIST_TABLES = [
  ['property_amenities', 'amenities'],
  ['property_nearby_facilities', 'nearbyFacilities'],
  ['property_house_rules', 'houseRules'],
] as const;

export interface BulkOptions {
  count: number;
  owners: readonly string[];
  seed?: number;
  /** The SQLite file of app.db: rows then go through one prepared statement each, much faster. */
  sqliteFile?: string;
  onProgress?: (n: number) => void;
  /** PostgreSQL, large loads: each secondary index built again after the rows are in. */
  onIndexes?: (built: number, of: number) => void;
}

/**
 * Inserts `count` listings with their lists in transactions of a few thousand. SQLite gets
 * prepared single-row statements on its own connection; PostgreSQL multi-row statements
 * (within its limit on bound parameters).
 */
export async function insertBulkListings(app: FastifyInstance, opts: BulkOptions): Promise<void> {
  const r = prng(opts.seed ?? 2026);
  const now = Date.now();
  const perTransaction = 5000;
  const write = opts.sqliteFile ? sqliteWriter(opts.sqliteFile) : null;
  const indexes =
    !write && opts.count >= REBUILD_INDEXES_FROM ? await dropSecondaryIndexes(app) : [];
  // PostgreSQL: the listings' statistics, gathered again each time the table has doubled. The
  // amenity trigger (migration 020) joins each statement's rows to the listings; planned on a
  // table the statistics still call empty, that join read every listing, and a 3M load fell to
  // 400 listings a second by 1.6M (3,269 full scans). Gathered, it stays on the primary key.
  let analyzeAt = 10_000;
  try {
    for (let done = 0; done < opts.count;) {
      const size = Math.min(perTransaction, opts.count - done);
      const batch = Array.from({ length: size }, (_, i) =>
        bulkListing(r, opts.owners[(done + i) % opts.owners.length]!, now),
      );
      if (write) write.batch(batch);
      else await insertWithKysely(app, batch);
      done += size;
      if (!write && done >= analyzeAt && done < opts.count) {
        await sql`analyze "properties"`.execute(app.db);
        analyzeAt = done * 2;
      }
      opts.onProgress?.(done);
    }
  } finally {
    write?.close();
    if (indexes.length > 0) await createIndexes(app, indexes, opts.onIndexes);
  }
}

/**
 * From this many listings PostgreSQL loads them without the secondary indexes and builds those
 * after: each insert into a trigram GIN or GiST index costs more as the table grows (a 3M load
 * fell from 1,800 to 500 listings a second by 360,000), one build at the end reads the table once.
 */
const REBUILD_INDEXES_FROM = 50_000;

/** Drops the indexes of the listings' tables that no constraint owns; returns their definitions. */
async function dropSecondaryIndexes(app: FastifyInstance): Promise<string[]> {
  const tables = ['properties', ...LIST_TABLES.map(([table]) => table)];
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(app.db);
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(app.db);
  return rows.map((r) => r.definition);
}

/** Builds the dropped indexes again on one connection, with room to sort in memory. */
async function createIndexes(
  app: FastifyInstance,
  definitions: string[],
  onIndexes?: (built: number, of: number) => void,
): Promise<void> {
  await app.db.connection().execute(async (db) => {
    await sql`set maintenance_work_mem = '512MB'`.execute(db);
    for (const [i, definition] of definitions.entries()) {
      await sql.raw(definition).execute(db);
      onIndexes?.(i + 1, definitions.length);
    }
    await sql`reset maintenance_work_mem`.execute(db);
  });
}

async function insertWithKysely(app: FastifyInstance, batch: BulkListing[]): Promise<void> {
  const perStatement = 500;
  const postgres = app.database.info.engine === 'postgres';
  await app.db.transaction().execute(async (trx) => {
    for (let i = 0; i < batch.length; i += perStatement) {
      const slice = batch.slice(i, i + perStatement);
      // PostgreSQL keeps each listing's amenities on its row too (migration 020); written here
      // with the row, its trigger finds nothing to change when the list rows follow.
      await trx
        .insertInto('properties')
        .values(
          slice.map((b) =>
            postgres ? ({ ...b.row, amenityList: b.amenities } as BulkRow) : b.row,
          ),
        )
        .execute();
      for (const [table, key] of LIST_TABLES) {
        const rows: PropertyListTable[] = slice.flatMap((b) =>
          b[key].map((value, position) => ({ propertyId: b.row.id, value, position })),
        );
        if (rows.length > 0) await trx.insertInto(table).values(rows).execute();
      }
    }
  });
}

function sqliteWriter(file: string) {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('busy_timeout = 5000');
  // A bulk load is redone rather than recovered: no fsync per commit, and a cache big enough
  // to keep the indexes being filled in memory.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  let insertRow: SqliteDatabase.Statement | null = null;
  const insertList = Object.fromEntries(
    LIST_TABLES.map(([table]) => [
      table,
      sqlite.prepare(`insert into ${table} ("propertyId", "value", "position") values (?, ?, ?)`),
    ]),
  );
  const batch = sqlite.transaction((listings: BulkListing[]) => {
    for (const b of listings) {
      if (!insertRow) {
        const columns = Object.keys(b.row);
        insertRow = sqlite.prepare(
          `insert into properties (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
            .map((c) => `@${c}`)
            .join(', ')})`,
        );
      }
      insertRow.run(b.row);
      for (const [table, key] of LIST_TABLES)
        b[key].forEach((value, position) => insertList[table]!.run(b.row.id, value, position));
    }
  });
  return { batch, close: () => sqlite.close() };
}
