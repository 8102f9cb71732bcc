import { Alert, Badge, List, Stack, Text } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import type { Property } from '@nivaas/shared';

/**
 * Tells an owner their listing is held for review (a likely-scam flag waits for the Nivaas
 * team) and why, in plain words. Nothing for a listing that is not held.
 */
export function UnderReview({ property, compact }: { property: Property; compact?: boolean }) {
  const { t } = useTranslation('listing');
  const review = property.review;
  if (!review) return null;
  const reasons = review.reasons.map((r) => (
    <List.Item key={r}>{t(`review.reasons.${r}`)}</List.Item>
  ));
  if (compact)
    return (
      <Stack gap={4} data-testid="under-review">
        <Badge color="orange" variant="light" w="fit-content">
          {t('review.title')}
        </Badge>
        <Text size="sm">{t('review.hidden')}</Text>
        {reasons.length > 0 && (
          <List size="sm" aria-label={t('review.why')}>
            {reasons}
          </List>
        )}
      </Stack>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldSearch size={18} aria-hidden />}
      title={t('review.title')}
      data-testid="under-review"
    >
      <Stack gap="xs">
        <Text size="sm">{t('review.hidden')}</Text>
        {reasons.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('review.why')}
            </Text>
            <List size="sm">{reasons}</List>
          </>
        )}
        <Text size="sm">{t('review.next')}</Text>
      </Stack>
    </Alert>
  );
}
