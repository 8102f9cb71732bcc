import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** Placeholder shapes while the profile loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Paper withBorder radius="lg" p="lg" aria-busy="true" aria-label={t('loading')}>
      <Stack gap="md" align="center">
        <Skeleton height={112} circle />
        <Skeleton height={20} width="50%" />
        <Skeleton height={14} width="30%" />
      </Stack>
      <Stack gap="sm" mt="xl">
        <Group grow>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Group>
        <Skeleton height={36} />
        <Skeleton height={80} />
      </Stack>
    </Paper>
  );
}
