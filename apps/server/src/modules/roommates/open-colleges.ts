import { sql } from 'kysely';
import type { Deps } from '../../plugins/events/deps';

/** The colleges (as stored: lowercased) with at least one open profile, for the sitemap. */
export async function openColleges(deps: Pick<Deps, 'db'>): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('roommate_profiles')
    .select('collegeName')
    .distinct()
    .where('paused', '=', 0)
    .where('hiddenByAdminAt', 'is', null)
    .where('ownerSuspended', '=', sql.lit(false))
    .where('collegeName', 'is not', null)
    .orderBy('collegeName')
    .execute();
  return rows.map((r) => r.collegeName!).filter(Boolean);
}
