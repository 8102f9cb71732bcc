import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useMyProperties } from '../../api/owner-properties';
import { useOwnerT } from '../../lib/use-owner-t';
import { formatNumber } from '../../../../lib/format';

/**
 * Listings, open listings, interested people and views, over all the owner's listings: the
 * server's figures, since the list arrives a page at a time.
 */
export function SummaryStats() {
  const { t } = useOwnerT();
  const query = useMyProperties();
  if (query.isError) return null;
  const sum = query.data?.pages[0]?.summary ?? null;
  const figures = [
    { key: 'listings', value: sum?.listings },
    { key: 'open', value: sum?.open },
    { key: 'interested', value: sum?.interested },
    { key: 'views', value: sum?.views },
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {figures.map((f) => (
        <Paper key={f.key} withBorder radius="lg" p="md">
          <Text component="dt" size="sm" c="gray.7">
            {t(`stats.${f.key}`)}
          </Text>
          <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
            {f.value === undefined ? <Skeleton h={28} w={48} mt={4} /> : formatNumber(f.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
