import { Button, SimpleGrid } from '@mantine/core';
import type { RoommateCard as Card } from '@nivaas/shared';
import { useRoommatesT } from '../lib/use-roommates-t';
import { RoommateCard } from './roommate-card';

/** Cards of a search, two abreast from a tablet up. */
export function RoommateCardGrid({
  cards,
  showMatch,
  labelledBy,
}: {
  cards: Card[];
  showMatch: boolean;
  labelledBy?: string;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      {cards.map((card) => (
        <li key={card.userId}>
          <RoommateCard card={card} showMatch={showMatch} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** "Load more" while the server has another page (an infinite query's next page). */
export function LoadMoreRoommates({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useRoommatesT();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="light"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      style={{ alignSelf: 'center' }}
    >
      {t('search.loadMore')}
    </Button>
  );
}
