import type { FastifyInstance } from 'fastify';

/** The planted scams' accounts (demo-scam-cases.ts). */
const PLANTED = 'planted-%@nivaas.demo';

export interface ScamSignalFigures {
  plantedFlagged: { lowPrice: boolean; duplicatePhoto: boolean; sharedPhone: boolean };
  normalListings: number;
  normalFlagged: number;
  /** normalFlagged / normalListings, in %. */
  normalFlaggedPercent: number;
}

/**
 * How the rules did on a seeded database: was each planted scam flagged, and what share of
 * the other (genuine) demo listings got an automatic report.
 */
export async function measureScamSignals(app: FastifyInstance): Promise<ScamSignalFigures> {
  const db = app.db;
  const planted = await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('email', 'like', PLANTED)
    .execute();
  const plantedIds = new Set(planted.map((p) => p.id));
  const listings = await db.selectFrom('properties').select(['id', 'ownerId']).execute();
  const reports = await db
    .selectFrom('reports')
    .select(['targetType', 'targetId', 'targetOwnerId', 'signals'])
    .where('automatic', '=', 1)
    .execute();
  const flaggedBy = (signal: string) =>
    reports.filter((r) => (JSON.parse(r.signals) as string[]).includes(signal));
  const plantedHit = (signal: string) =>
    flaggedBy(signal).some((r) => plantedIds.has(r.targetOwnerId ?? ''));
  const flaggedListings = new Set(
    reports.filter((r) => r.targetType === 'listing').map((r) => r.targetId),
  );
  const normal = listings.filter((l) => !plantedIds.has(l.ownerId));
  const normalFlagged = normal.filter((l) => flaggedListings.has(l.id)).length;
  return {
    plantedFlagged: {
      lowPrice: plantedHit('price-below-median'),
      duplicatePhoto: plantedHit('duplicate-photo'),
      sharedPhone: plantedHit('shared-phone'),
    },
    normalListings: normal.length,
    normalFlagged,
    normalFlaggedPercent: Math.round((normalFlagged / Math.max(1, normal.length)) * 1000) / 10,
  };
}
