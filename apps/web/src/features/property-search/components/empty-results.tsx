import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHomeSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { hasOrigin, widerRadius, type SearchFilters } from '../search-params';

interface EmptyResultsProps {
  filters: SearchFilters;
  onClear: () => void;
  onWiden: (radiusKm: number) => void;
}

/** Nothing matched: say so and offer a way out (fewer filters, a wider radius). */
export function EmptyResults({ filters, onClear, onWiden }: EmptyResultsProps) {
  const { t } = useTranslation('search');
  const wider = hasOrigin(filters) ? widerRadius(filters.radiusKm) : null;
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconHomeSearch size={40} stroke={1.5} aria-hidden />
        <Title order={2} size="h3">
          {t('empty.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('empty.body')}
        </Text>
        <Group justify="center" gap="sm">
          {wider !== null && (
            <Button onClick={() => onWiden(wider)}>{t('empty.widen', { count: wider })}</Button>
          )}
          <Button variant={wider !== null ? 'default' : 'filled'} onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
