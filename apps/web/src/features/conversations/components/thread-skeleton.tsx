import { Skeleton, Stack } from '@mantine/core';

/** The shape of a thread while it loads. */
export function ThreadSkeleton({ label }: { label: string }) {
  return (
    <Stack p="md" gap="md" aria-busy="true" aria-label={label}>
      <Skeleton height={44} width="50%" radius="md" />
      <Skeleton height={36} width="60%" radius="xl" />
      <Skeleton height={36} width="40%" radius="xl" ml="auto" />
      <Skeleton height={36} width="55%" radius="xl" />
    </Stack>
  );
}
