import { ADMIN_PAGE_SIZE, type AdminReportPage, type AdminReportsQuery } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { presentReports } from './present-report';
import { decodeQueueCursor, encodeQueueCursor } from './queue-cursor';
import { reportQueue } from './reports.repository';

/** The queue: most severe first, then oldest first; one page at a time. */
export async function listReports(
  deps: Pick<Deps, 'db'>,
  query: AdminReportsQuery,
): Promise<AdminReportPage> {
  const rows = await reportQueue(deps.db, {
    ...(query.status ? { status: query.status } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.targetId ? { targetId: query.targetId } : {}),
    ...(query.automatic !== undefined ? { automatic: query.automatic } : {}),
    after: decodeQueueCursor(query.cursor),
    limit: ADMIN_PAGE_SIZE,
  });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await presentReports(deps, page),
    nextCursor:
      rows.length > ADMIN_PAGE_SIZE && last
        ? encodeQueueCursor({
            severity: Number(last.severity),
            createdAt: last.createdAt,
            id: last.id,
          })
        : null,
  };
}
