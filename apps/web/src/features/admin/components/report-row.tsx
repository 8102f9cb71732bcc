import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Report } from '@nivaas/shared';
import { formatDateTime } from '../../../lib/format';
import { reportComment } from '../lib/report-comment';
import { severityLabel } from '../lib/severity-label';
import { useAdminT } from '../lib/use-admin-t';

export const SEVERITY_COLOR: Record<number, string> = { 3: 'red', 2: 'orange', 1: 'gray' };
export const STATUS_COLOR: Record<string, string> = {
  open: 'red',
  assigned: 'blue',
  resolved: 'teal',
  dismissed: 'gray',
};

/** One report in a list: severity, reason, what, who reported it (or why it fired), age. */
export function ReportRow({ report }: { report: Report }) {
  const { t, locale } = useAdminT();
  const comment = reportComment(report, t);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="report-row">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap={6} wrap="wrap">
            <Badge color={SEVERITY_COLOR[report.severity]} variant="filled">
              {severityLabel(t, report.severity)}
            </Badge>
            <Badge color={STATUS_COLOR[report.status]} variant="light">
              {t(`reports.status.${report.status}`)}
            </Badge>
            <Badge variant="outline" color="gray">
              {t(`reports.targetType.${report.targetType}`)}
            </Badge>
          </Group>
          <Anchor component={Link} to={`/admin/reports/${report.id}`} fw={600}>
            {t(`reports:reasons.${report.reason}`)}
            {report.target.title ? ` · ${report.target.title}` : ''}
          </Anchor>
          {comment ? (
            <Text size="sm" lineClamp={2}>
              {comment}
            </Text>
          ) : null}
          {report.automatic ? (
            <Text size="sm" c="orange">
              {t('reports.automatic')}:{' '}
              {report.signals.map((s) => t(`reports.signals.${s}`, { defaultValue: s })).join(', ')}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="gray.7">
            {formatDateTime(report.createdAt, locale)}
          </Text>
          <Text size="xs" c="gray.7">
            {report.reporter
              ? t('reports.by', {
                  name: `${report.reporter.firstName} ${report.reporter.lastName}`,
                })
              : t('reports.automatic')}
          </Text>
          {report.assignee ? (
            <Text size="xs" c="blue">
              {t('reports.assignedTo', {
                name: `${report.assignee.firstName} ${report.assignee.lastName}`,
              })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
