import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconCalendarDown } from '@tabler/icons-react';
import type { SiteVisit, SiteVisitStatus } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import {
  useAcceptProposal,
  useDecideVisit,
  useSiteVisits,
  useSiteVisitsLive,
  visitCalendarUrl,
} from '../api/site-visits';
import { formatVisitTime, visitActions } from '../lib/visits';
import { SlotChooser, type ChosenSlot } from './slot-chooser';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';
import { notifyFailure } from '../../../lib/notify-failure';

const STATUS_COLOR: Record<SiteVisitStatus, string> = {
  requested: 'yellow',
  proposed: 'blue',
  confirmed: 'teal',
  declined: 'gray',
};

/** One side's visits ("My visits"): loading, error, empty, or the cards with their actions. */
export function VisitsList({ as }: { as: 'seeker' | 'owner' }) {
  const { t } = useTranslation(['siteVisits', 'common']);
  const visits = useSiteVisits(as);
  useSiteVisitsLive();
  const [proposing, setProposing] = useState<SiteVisit | null>(null);
  if (visits.isPending) return <QuerySkeleton rows={2} h={110} />;
  if (visits.isError)
    return <QueryFailure title={t('error.title')} query={visits} retryLabel={t('error.retry')} />;
  const list = visits.data.visits;
  if (list.length === 0)
    return (
      <Text c="gray.7" size="sm">
        {t(as === 'owner' ? 'list.emptyOwner' : 'list.emptySeeker')}
      </Text>
    );
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((visit) => (
          <VisitCard key={visit.id} visit={visit} as={as} onPropose={() => setProposing(visit)} />
        ))}
      </Stack>
      <ProposeModal visit={proposing} onClose={() => setProposing(null)} />
    </>
  );
}

function VisitCard({
  visit,
  as,
  onPropose,
}: {
  visit: SiteVisit;
  as: 'seeker' | 'owner';
  onPropose: () => void;
}) {
  const { t, i18n } = useTranslation(['siteVisits', 'common']);
  const locale = intlLocale(i18n.language);
  const decide = useDecideVisit();
  const accept = useAcceptProposal();
  const can = visitActions(visit, as, new Date());
  const when = (date: string, time: string) =>
    t('list.when', {
      date: formatDate(date, 'medium', locale),
      time: formatVisitTime(time, locale),
    });
  const failed = (err: unknown) => notifyFailure(t, err);
  const answer = (action: 'confirm' | 'decline') =>
    decide.mutate(
      { id: visit.id, decision: { action } },
      {
        onSuccess: () => toasts.show({ color: 'teal', message: t(`toast.${action}`) }),
        onError: failed,
      },
    );
  return (
    <Card component="li" withBorder radius="md" p="md" data-testid="site-visit">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={`/properties/${encodeURIComponent(visit.propertyId)}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {visit.propertyTitle}
          </Anchor>
          <Badge color={STATUS_COLOR[visit.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${visit.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{when(visit.date, visit.time)}</Text>
        <Text size="sm" c="gray.7">
          {as === 'owner'
            ? t('list.seeker', { name: visit.seekerName })
            : t('list.owner', { name: visit.ownerName })}
        </Text>
        {visit.status === 'proposed' && visit.proposedDate && visit.proposedTime ? (
          <Text size="sm" fw={600}>
            {t('list.proposed', { when: when(visit.proposedDate, visit.proposedTime) })}
          </Text>
        ) : null}
        {visit.note ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {visit.note}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          {can.answer ? (
            <>
              <Button
                size="sm"
                loading={decide.isPending && decide.variables?.decision.action === 'confirm'}
                onClick={() => answer('confirm')}
              >
                {t('actions.confirm')}
              </Button>
              <Button size="sm" variant="default" onClick={onPropose}>
                {t('actions.propose')}
              </Button>
              <Button
                size="sm"
                variant="subtle"
                color="red"
                loading={decide.isPending && decide.variables?.decision.action === 'decline'}
                onClick={() => answer('decline')}
              >
                {t('actions.decline')}
              </Button>
            </>
          ) : null}
          {can.accept ? (
            <Button
              size="sm"
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(visit.id, {
                  onSuccess: () => toasts.show({ color: 'teal', message: t('toast.accepted') }),
                  onError: failed,
                })
              }
            >
              {t('actions.accept')}
            </Button>
          ) : null}
          {can.calendar ? (
            <Button
              size="sm"
              variant="light"
              component="a"
              href={visitCalendarUrl(visit.id)}
              download
              leftSection={<IconCalendarDown size={16} aria-hidden />}
            >
              {t('actions.calendar')}
            </Button>
          ) : null}
          {can.apply ? (
            <Button
              size="sm"
              component={Link}
              to={`/properties/${encodeURIComponent(visit.propertyId)}/apply`}
            >
              {t('actions.apply')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function ProposeModal({ visit, onClose }: { visit: SiteVisit | null; onClose: () => void }) {
  const { t } = useTranslation(['siteVisits', 'common']);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const decide = useDecideVisit();
  const close = () => {
    setSlot(null);
    decide.reset();
    onClose();
  };
  return (
    <Modal
      opened={visit !== null}
      onClose={close}
      title={t('propose.title')}
      closeButtonProps={{ 'aria-label': t('propose.cancel') }}
      centered
    >
      {visit ? (
        <Stack gap="md">
          <SlotChooser propertyId={visit.propertyId} value={slot} onChange={setSlot} />
          {decide.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, decide.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('propose.cancel')}
            </Button>
            <Button
              disabled={!slot?.time}
              loading={decide.isPending}
              onClick={() =>
                slot?.time &&
                decide.mutate(
                  { id: visit.id, decision: { action: 'propose', ...slot } },
                  {
                    onSuccess: () => {
                      toasts.show({ color: 'teal', message: t('toast.proposed') });
                      close();
                    },
                  },
                )
              }
            >
              {t('propose.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
