import type { ProviderReviewList } from '@nivaas/shared';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor';
import type { Deps } from '../../plugins/events/deps';
import { reviewsOfProvider } from './service-reviews.repository';

/** Reviews of the provider's services, newest first; the author's last name as an initial. */
export async function listProviderReviews(
  deps: Pick<Deps, 'db'>,
  providerId: string,
  q: { cursor?: string | undefined; limit: number },
): Promise<ProviderReviewList> {
  const rows = await reviewsOfProvider(deps.db, providerId, decodeCursor(q.cursor), q.limit + 1);
  const { page, nextCursor } = pageOf(rows, q.limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      comment: r.comment ?? '',
      author: { firstName: r.firstName, lastName: r.lastName ? `${r.lastName.charAt(0)}.` : '' },
      serviceTitle: r.serviceTitle,
      createdAt: r.createdAt,
    })),
    nextCursor,
  };
}
