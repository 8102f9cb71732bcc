import type { Deps } from '../../plugins/events/deps';
import { findComment } from './comments.repository';

/** Who wrote a comment, on which listing, and what it says: enough to take a report of it. */
export async function commentOf(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<{ userId: string; propertyId: string; content: string } | null> {
  const row = await findComment(deps.db, id);
  return row ? { userId: row.userId, propertyId: row.propertyId, content: row.content } : null;
}
