import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_ACTIONS, type ReportAction } from '@nivaas/shared';
import { formatDateTime } from '../../../lib/format';
import { useAdminReport, useReportDecision } from '../api/admin-reports';
import { reportComment } from '../lib/report-comment';
import { severityLabel } from '../lib/severity-label';
import { useAdminT } from '../lib/use-admin-t';
import { MessageContext } from './message-context';
import { PhotoMatch } from './photo-match';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';
import { ReportRemedies } from './report-remedies';
import { SEVERITY_COLOR, STATUS_COLOR } from './report-row';

const fullName = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : null;

/**
 * One report: what, who, why, the item's link (and a message's context); what it calls for
 * (hide the item, suspend its owner) in place; assign, resolve, dismiss.
 */
export function ReportDetailView({ id }: { id: string }) {
  const { t, locale } = useAdminT();
  const report = useAdminReport(id);
  const decide = useReportDecision(id);
  const [dialog, setDialog] = useState<'resolve' | 'dismiss' | null>(null);
  const [action, setAction] = useState<ReportAction>('hidden');
  const r = report.data;
  const waiting = r?.status === 'open' || r?.status === 'assigned';
  const comment = r ? reportComment(r, t) : null;

  return (
    <QueryState query={report}>
      {r ? (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap={6} wrap="wrap">
                <Badge color={SEVERITY_COLOR[r.severity]}>{severityLabel(t, r.severity)}</Badge>
                <Badge color={STATUS_COLOR[r.status]} variant="light">
                  {t(`reports.status.${r.status}`)}
                </Badge>
                <Badge variant="outline" color="gray">
                  {t(`reports.targetType.${r.targetType}`)}
                </Badge>
              </Group>
              <Title order={2} fz="xl">
                {t(`reports:reasons.${r.reason}`)}
              </Title>
              <Text size="sm">
                {t('reports.what')}:{' '}
                {r.target.url ? (
                  <Anchor component={Link} to={r.target.url}>
                    {r.target.title ?? r.targetId}
                  </Anchor>
                ) : (
                  (r.target.title ?? t('reports.gone'))
                )}
                {r.target.ownerId ? (
                  <>
                    {' · '}
                    <Anchor component={Link} to={`/admin/users/${r.target.ownerId}`}>
                      {r.target.ownerName ?? r.target.ownerId}
                    </Anchor>
                  </>
                ) : null}
              </Text>
              <Text size="sm">
                {r.reporter
                  ? t('reports.by', { name: fullName(r.reporter) })
                  : `${t('reports.automatic')}: ${r.signals
                      .map((s) => t(`reports.signals.${s}`, { defaultValue: s }))
                      .join(', ')}`}{' '}
                · {formatDateTime(r.createdAt, locale)}
              </Text>
              {r.photoMatch ? (
                <PhotoMatch match={r.photoMatch} />
              ) : comment ? (
                <Paper bg="var(--nivaas-subtle)" p="sm" radius="md">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {comment}
                  </Text>
                </Paper>
              ) : null}
              {r.assignee ? (
                <Text size="sm" c="blue">
                  {t('reports.assignedTo', { name: fullName(r.assignee) })}
                </Text>
              ) : null}
              {r.handledAt ? (
                <Text size="sm" c="teal">
                  {t('reports.handled', {
                    date: formatDateTime(r.handledAt, locale),
                    action: r.action
                      ? t(`reports.actions.${r.action}`)
                      : t('reports.status.dismissed'),
                  })}
                  {r.note ? ` — ${r.note}` : ''}
                </Text>
              ) : null}
              {waiting ? <ReportRemedies report={r} onDone={setAction} /> : null}
              {waiting ? (
                <Group gap="xs" wrap="wrap">
                  {r.status === 'open' ? (
                    <Button
                      variant="light"
                      loading={decide.isPending && decide.variables?.kind === 'assign'}
                      onClick={() => decide.mutate({ kind: 'assign' })}
                    >
                      {t('reports.assign')}
                    </Button>
                  ) : null}
                  <Button color="teal" onClick={() => setDialog('resolve')}>
                    {t('reports.resolve')}
                  </Button>
                  <Button variant="default" onClick={() => setDialog('dismiss')}>
                    {t('reports.dismiss')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
          {r.context ? (
            <Paper withBorder radius="md" p="md">
              <Title order={3} fz="md" mb="sm">
                {t('reports.conversation')}
              </Title>
              <MessageContext
                context={r.context}
                names={
                  r.target.ownerId && r.target.ownerName
                    ? { [r.target.ownerId]: r.target.ownerName }
                    : {}
                }
              />
            </Paper>
          ) : null}
          {dialog ? (
            <ReasonDialog
              title={t(`reports.${dialog}`)}
              description={t(`reports.explain.${dialog}`)}
              confirmLabel={t(`reports.${dialog}`)}
              color={dialog === 'resolve' ? 'teal' : 'gray'}
              label={t('reports.note')}
              optional
              pending={decide.isPending}
              error={decide.error}
              onConfirm={(note) =>
                decide.mutate(
                  dialog === 'resolve'
                    ? { kind: 'resolve', action, note }
                    : { kind: 'dismiss', note },
                  { onSuccess: () => setDialog(null) },
                )
              }
              onClose={() => {
                decide.reset();
                setDialog(null);
              }}
            >
              {dialog === 'resolve' ? (
                <Select
                  label={t('reports.actionTaken')}
                  data={REPORT_ACTIONS.map((a) => ({ value: a, label: t(`reports.actions.${a}`) }))}
                  value={action}
                  allowDeselect={false}
                  onChange={(a) => a && setAction(a as ReportAction)}
                />
              ) : null}
            </ReasonDialog>
          ) : null}
        </Stack>
      ) : null}
    </QueryState>
  );
}
