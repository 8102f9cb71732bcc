import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AdminStats } from '@nivaas/shared';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

const SERIES = [
  { name: 'signups', color: 'blue.6' },
  { name: 'listings', color: 'teal.6' },
  { name: 'messages', color: 'grape.6' },
  { name: 'reports', color: 'red.6' },
] as const;

/**
 * The 30-day trend, one small chart a series, each on its own scale: a day of 400 sign-ups
 * would otherwise flatten a month of a dozen reports into the floor. This file (and the
 * charting library) loads with the dashboard only.
 */
export default function TrendChart({ trend }: { trend: AdminStats['trend'] }) {
  const { t, locale } = useAdminT();
  const data = trend.map((d) => ({ ...d, day: formatDate(d.date, 'short', locale).slice(0, 5) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {SERIES.map((s) => {
        const total = trend.reduce((sum, d) => sum + d[s.name], 0);
        return (
          <Paper key={s.name} withBorder radius="md" p="sm" data-testid="trend-series">
            <Text size="sm" fw={600}>
              {t(`stats.trend.${s.name}`)}
            </Text>
            <Text size="xs" c="gray.7" mb={4}>
              {t('stats.trend.total', { formatted: formatNumber(total, { locale }) })}
            </Text>
            <AreaChart
              h={120}
              data={data}
              dataKey="day"
              series={[{ name: s.name, label: t(`stats.trend.${s.name}`), color: s.color }]}
              curveType="monotone"
              withDots={false}
              tickLine="x"
              gridAxis="y"
              fillOpacity={0.25}
              yAxisProps={{ width: 36, allowDecimals: false }}
            />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
