import { useState } from 'react';
import { Anchor, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconClipboardList } from '@tabler/icons-react';
import { isOpenApplicationStatus, type Application } from '@nivaas/shared';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { useApplications, useApplicationsLive, useWithdrawApplication } from '../api/applications';
import { useAppsT } from '../lib/use-apps-t';
import { AnswersList } from './answers-list';
import { ApplicationStatusBadge } from './status-badge';
import { notifyFailure } from '../../../lib/notify-failure';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/**
 * The seeker's applications, newest first, with status, listing and date, kept live: a decision
 * shows the moment the owner makes it. One may be withdrawn while it still waits.
 */
export function MyApplications({
  limit,
  highlightId,
}: {
  /** Show only the latest few (the seeker's home). */
  limit?: number;
  /** Open this one (a link from a notification or from "already applied"). */
  highlightId?: string | null;
}) {
  const { t } = useAppsT();
  const list = useApplications({});
  useApplicationsLive();

  if (list.isPending) return <QuerySkeleton label={t('loading')} rows={2} h={88} />;
  if (list.isError) {
    const status = list.error instanceof ApiError ? list.error.status : null;
    const title =
      status === 401
        ? t('errors.signInView')
        : status === 403
          ? t('errors.viewDenied')
          : t('errors.loadOwn');
    const denied = status === 401 || status === 403;
    return (
      <QueryFailure
        query={list}
        title={title}
        retryLabel={t('retry')}
        action={denied ? null : undefined}
      />
    );
  }
  const all = list.data.applications;
  const shown = limit ? all.slice(0, limit) : all;
  if (all.length === 0)
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--nivaas-subtle)">
        <Stack align="center" ta="center" gap="sm">
          <IconClipboardList
            size={36}
            stroke={1.5}
            color="var(--mantine-color-teal-7)"
            aria-hidden
          />
          <Title order={3} size="h4">
            {t('mine.emptyTitle')}
          </Title>
          <Text c="gray.7" maw={520}>
            {t('mine.emptyBody')}
          </Text>
          <Button component={Link} to="/tenant/properties" variant="light">
            {t('mine.browse')}
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('mine.title')}>
      {shown.map((a) => (
        <MyApplicationItem key={a.id} application={a} initiallyOpen={a.id === highlightId} />
      ))}
    </Stack>
  );
}

function MyApplicationItem({
  application: a,
  initiallyOpen,
}: {
  application: Application;
  initiallyOpen: boolean;
}) {
  const { t, i18n } = useAppsT();
  const locale = intlLocale(i18n.language);
  const [open, setOpen] = useState(initiallyOpen);
  const withdraw = useWithdrawApplication(() =>
    notifications.show({ color: 'teal', message: t('mine.withdrawn') }),
  );
  const place = [a.property.sublocality, a.property.city].filter(Boolean).join(', ');
  const answersId = `answers-${a.id}`;

  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: t('mine.withdrawTitle'),
      children: <Text size="sm">{t('mine.withdrawText', { title: a.property.title })}</Text>,
      labels: { confirm: t('mine.withdrawConfirm'), cancel: t('mine.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(a.id, {
          onError: (err) => notifyFailure(t, err, t('errors.delete')),
        }),
    });

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={{ listStyle: 'none' }}
      bd={initiallyOpen ? '2px solid var(--mantine-color-teal-6)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={`/properties/${encodeURIComponent(a.propertyId)}`}
              fw={700}
            >
              {a.property.title}
            </Anchor>
            <Text size="sm" c="gray.7">
              {[
                place,
                a.property.rent ? t('mine.rent', { amount: formatINR(a.property.rent) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={a.status} />
        </Group>
        <Text size="sm">
          {t('mine.appliedOn', { date: formatDate(a.submittedAt, 'medium', locale) })}
          {a.reviewedAt
            ? ` · ${t('mine.decidedOn', { date: formatDate(a.reviewedAt, 'medium', locale) })}`
            : ''}
        </Text>
        {a.status === 'rejected' && a.rejectionReason ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('detail.reason')}
            </Text>{' '}
            {a.rejectionReason}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={answersId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('mine.hideAnswers') : t('mine.showAnswers')}
          </Button>
          {isOpenApplicationStatus(a.status) ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={withdraw.isPending}
              onClick={confirmWithdraw}
              aria-label={t('mine.withdrawOf', { title: a.property.title })}
            >
              {t('mine.withdraw')}
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={open} id={answersId}>
          <AnswersList application={a} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
