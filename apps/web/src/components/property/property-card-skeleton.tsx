import { Card, Skeleton, Stack } from '@mantine/core';

/**
 * A listing card while it loads: the photo's 4:3 box and three lines, the size the card will
 * take, so nothing moves when it arrives.
 */
export function PropertyCardSkeleton({ h }: { h?: string }) {
  return (
    <Card withBorder radius="md" padding={0} h={h}>
      <Skeleton height={0} style={{ aspectRatio: '4 / 3', height: 'auto' }} radius={0} />
      <Stack gap={8} p="sm">
        <Skeleton height={20} width="45%" />
        <Skeleton height={14} width="90%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  );
}
