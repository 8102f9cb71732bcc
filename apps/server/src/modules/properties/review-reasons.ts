import { REPORT_SIGNALS, type Property, type ReportSignal } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

const KNOWN = new Set<string>(REPORT_SIGNALS);

/**
 * Fills in why each listing held for review is held: the signals of its waiting automatic
 * flags, for its owner's dashboard and page. The reports table is read here rather than through
 * the reports module, which itself depends on this one (it holds and releases listings).
 */
export async function withReviewReasons(
  db: Kysely<Database>,
  properties: Property[],
): Promise<Property[]> {
  const held = properties.filter((p) => p.review).map((p) => p.id);
  if (held.length === 0) return properties;
  const rows = await db
    .selectFrom('reports')
    .select(['targetId', 'signals'])
    .where('targetType', '=', 'listing')
    .where('targetId', 'in', held)
    .where('automatic', '=', sql.lit(true))
    .where('status', 'in', ['open', 'assigned'])
    .orderBy('createdAt')
    .execute();
  const reasons = new Map<string, Set<ReportSignal>>();
  for (const row of rows) {
    const set = reasons.get(row.targetId) ?? new Set<ReportSignal>();
    for (const signal of JSON.parse(row.signals) as string[])
      if (KNOWN.has(signal)) set.add(signal as ReportSignal);
    reasons.set(row.targetId, set);
  }
  return properties.map((p) =>
    p.review ? { ...p, review: { reasons: [...(reasons.get(p.id) ?? [])] } } : p,
  );
}
