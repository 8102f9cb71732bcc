import { Group, Paper, Stack, Text } from '@mantine/core';
import type { StayQuote } from '@nivaas/shared';
import { formatINR } from '../../../lib/format';
import { useBookingsT } from '../lib/use-bookings-t';

/** The total of a stay and how it is made up, shown before the tenant confirms. */
export function StayQuoteSummary({ quote }: { quote: StayQuote }) {
  const { t } = useBookingsT();
  const parts = [
    quote.months > 0 ? t('quote.months', { count: quote.months }) : '',
    quote.extraDays > 0 ? t('quote.days', { count: quote.extraDays }) : '',
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--nivaas-subtle)" aria-live="polite">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('quote.total')}</Text>
          <Text fw={800} fz="xl">
            {formatINR(quote.totalAmount)}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('quote.breakdown', {
            length: parts.join(t('quote.and')),
            rent: formatINR(quote.monthlyRent),
            nights: quote.days,
          })}
        </Text>
        {quote.extraDays > 0 ? (
          <Text size="xs" c="gray.7">
            {t('quote.prorated', { days: quote.extraDays, of: quote.extraMonthDays })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
