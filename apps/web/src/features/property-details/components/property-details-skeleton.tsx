import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './property-details.module.css';

export function PropertyDetailsSkeleton() {
  const { t } = useTranslation('propertyDetails');
  return (
    <div className={classes.layout} aria-busy="true" aria-label={t('loading')}>
      <Stack className={classes.top} gap="sm">
        <Skeleton radius="md" style={{ aspectRatio: '16 / 10' }} />
        <Skeleton height={28} width="70%" />
        <Skeleton height={16} width="40%" />
      </Stack>
      <Skeleton className={classes.side} height={180} radius="md" />
      <Stack className={classes.body} gap="xs">
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    </div>
  );
}
