import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAdminStats } from '../api/admin-stats';
import { useAdminT } from '../lib/use-admin-t';
import { AuditList } from './audit-list';
import { QueryState } from './query-state';
import { StatsFigures } from './stats-figures';

const TrendChart = lazy(() => import('./trend-chart'));

/** Figures, the 30-day trend and the latest admin actions. */
export function AdminDashboard() {
  const { t } = useAdminT();
  const stats = useAdminStats();
  return (
    <QueryState query={stats}>
      {stats.data ? (
        <Stack gap="lg">
          <StatsFigures figures={stats.data.figures} />
          <Paper withBorder radius="md" p="md">
            <Title order={2} fz="lg" mb="sm">
              {t('stats.trend.title')}
            </Title>
            <Suspense fallback={<Skeleton h={260} />}>
              <TrendChart trend={stats.data.trend} />
            </Suspense>
          </Paper>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('stats.recentActions')}
            </Title>
            <AuditList entries={stats.data.recentActions} />
          </Stack>
        </Stack>
      ) : null}
    </QueryState>
  );
}
