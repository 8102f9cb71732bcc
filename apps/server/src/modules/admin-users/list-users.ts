import { ADMIN_PAGE_SIZE, type AdminUserPage, type AdminUsersQuery } from '@nivaas/shared';
import { toIso } from '../../db/dialect';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { Deps } from '../../plugins/events/deps';
import { searchUsers } from './admin-users.repository';
import { toAdminUser } from './present-admin-user';

/** People, newest first, searched by name, email or phone and filtered; one page at a time. */
export async function listUsers(
  deps: Pick<Deps, 'db'>,
  query: AdminUsersQuery,
): Promise<AdminUserPage> {
  const rows = await searchUsers(deps.db, {
    q: query.q,
    role: query.role,
    verified: query.verified,
    suspended: query.suspended,
    after: decodeCursor(query.cursor),
    limit: ADMIN_PAGE_SIZE,
  });
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toAdminUser),
    nextCursor:
      rows.length > ADMIN_PAGE_SIZE && last
        ? encodeCursor({ createdAt: toIso(last.createdAt), id: last.id })
        : null,
  };
}
