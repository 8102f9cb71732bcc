import { Group, Select, Stack } from '@mantine/core';
import {
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportStatus,
  type ReportTargetType,
} from '@nivaas/shared';
import { useAdminReports, type AdminReportFilters } from '../api/admin-reports';
import { useAdminT } from '../lib/use-admin-t';
import { LoadMore, QueryState } from './query-state';
import { ReportRow } from './report-row';

/** The queue: the most severe first, then the oldest; status, kind and origin filters. */
export function ReportsQueue({
  filters,
  onChange,
}: {
  filters: AdminReportFilters;
  onChange: (next: AdminReportFilters) => void;
}) {
  const { t } = useAdminT();
  const reports = useAdminReports(filters);
  const items = reports.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('reports.statusLabel')}
          placeholder={t('filters.any')}
          clearable
          data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`reports.status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(s) =>
            onChange({ ...filters, status: (s as ReportStatus | null) ?? undefined })
          }
          w={{ base: '100%', xs: 170 }}
        />
        <Select
          label={t('reports.targetTypeLabel')}
          placeholder={t('filters.any')}
          clearable
          data={REPORT_TARGET_TYPES.map((s) => ({ value: s, label: t(`reports.targetType.${s}`) }))}
          value={filters.targetType ?? null}
          onChange={(s) =>
            onChange({ ...filters, targetType: (s as ReportTargetType | null) ?? undefined })
          }
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('reports.originLabel')}
          placeholder={t('filters.any')}
          clearable
          data={[
            { value: 'false', label: t('reports.fromPeople') },
            { value: 'true', label: t('reports.automatic') },
          ]}
          value={filters.automatic === undefined ? null : String(filters.automatic)}
          onChange={(v) =>
            onChange({ ...filters, automatic: v === null ? undefined : v === 'true' })
          }
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <QueryState query={reports} empty={items.length === 0} emptyText={t('reports.empty')}>
        <Stack gap="xs">
          {items.map((r) => (
            <ReportRow key={r.id} report={r} />
          ))}
          <LoadMore
            hasNextPage={reports.hasNextPage}
            isFetchingNextPage={reports.isFetchingNextPage}
            fetchNextPage={reports.fetchNextPage}
          />
        </Stack>
      </QueryState>
    </Stack>
  );
}
