import type { Report } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { presentReports } from './present-report';
import { reportsAbout } from './reports.repository';

/** The latest reports of a person or of anything of theirs, for their admin page. */
export async function reportsAboutUser(
  deps: Pick<Deps, 'db'>,
  userId: string,
  limit = 20,
): Promise<Report[]> {
  return presentReports(deps, await reportsAbout(deps.db, userId, limit));
}
