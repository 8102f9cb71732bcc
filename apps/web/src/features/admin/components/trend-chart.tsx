import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { AdminStats } from '@nivaas/shared';
import { formatDate } from '../../../lib/format';
import { useAdminT } from '../lib/use-admin-t';

/** The 30-day trend; this file (and the charting library) loads with the dashboard only. */
export default function TrendChart({ trend }: { trend: AdminStats['trend'] }) {
  const { t, locale } = useAdminT();
  const data = trend.map((d) => ({ ...d, day: formatDate(d.date, 'short', locale).slice(0, 5) }));
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="day"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      curveType="monotone"
      withDots={false}
      tickLine="x"
      series={[
        { name: 'signups', label: t('stats.trend.signups'), color: 'blue.6' },
        { name: 'listings', label: t('stats.trend.listings'), color: 'teal.6' },
        { name: 'messages', label: t('stats.trend.messages'), color: 'grape.6' },
        { name: 'reports', label: t('stats.trend.reports'), color: 'red.6' },
      ]}
    />
  );
}
