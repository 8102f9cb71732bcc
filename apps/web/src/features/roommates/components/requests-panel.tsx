import { useId } from 'react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import type { RoommateRequest } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import {
  roommateThreadHref,
  useAnswerRoommateRequest,
  useRoommateRequests,
  useRoommateRequestsLive,
} from '../api/roommate-requests';
import { roommateName } from '../lib/profile-view';
import { useRoommatesT } from '../lib/use-roommates-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

const STATUS_COLOR = { pending: 'yellow', accepted: 'teal', declined: 'gray' } as const;

/** Requests received (with Accept and Decline while pending) and sent. */
export function RequestsPanel() {
  const { t } = useRoommatesT();
  const query = useRoommateRequests();
  useRoommateRequestsLive();
  if (query.isPending) return <QuerySkeleton rows={2} h={80} />;
  if (query.isError)
    return (
      <QueryFailure title={t('requests.loadFailed')} query={query} retryLabel={t('form.retry')} />
    );
  return (
    <Stack gap="lg">
      <RequestList
        title={t('requests.incoming')}
        empty={t('requests.noneIncoming')}
        items={query.data.incoming}
        incoming
      />
      <RequestList
        title={t('requests.outgoing')}
        empty={t('requests.noneOutgoing')}
        items={query.data.outgoing}
        incoming={false}
      />
    </Stack>
  );
}

function RequestList({
  title,
  empty,
  items,
  incoming,
}: {
  title: string;
  empty: string;
  items: RoommateRequest[];
  incoming: boolean;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((r) => (
            <li key={r.id}>
              <RequestItem request={r} incoming={incoming} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RequestItem({ request: r, incoming }: { request: RoommateRequest; incoming: boolean }) {
  const { t, i18n } = useRoommatesT();
  const answer = useAnswerRoommateRequest();
  const navigate = useNavigate();
  const name = roommateName(r.other) ?? t('card.someone');
  const profileHref = `/roommates/profile/${encodeURIComponent(r.other.userId)}`;

  const respond = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { id: r.id, answer: kind },
      {
        onSuccess: (done) => {
          if (kind !== 'accept') return;
          notifications.show({ color: 'teal', message: t('requests.accepted') });
          void navigate(roommateThreadHref(done.other.userId || r.other.userId));
        },
      },
    );

  return (
    <Card withBorder radius="md" padding="sm" data-testid="roommate-request">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={r.other.avatarUrl || null} alt="" radius="xl" name={name} color="teal" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={profileHref} fw={700} c="bright" truncate>
                {name}
              </Anchor>
              <Badge color={STATUS_COLOR[r.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`requests.status.${r.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="gray.7">
              {t('requests.sentAt', {
                date: formatDate(r.createdAt, 'medium', intlLocale(i18n.language)),
              })}
            </Text>
            {r.message ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.message}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {answer.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('requests.answerFailed')}>
            {errorMessage(t, answer.error)}
          </Alert>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {incoming && r.status === 'pending' ? (
            <>
              <Button
                variant="default"
                size="xs"
                onClick={() => respond('decline')}
                loading={answer.isPending && answer.variables?.answer === 'decline'}
                disabled={answer.isPending}
                aria-label={t('requests.declineFrom', { name })}
              >
                {t('requests.decline')}
              </Button>
              <Button
                size="xs"
                onClick={() => respond('accept')}
                loading={answer.isPending && answer.variables?.answer === 'accept'}
                disabled={answer.isPending}
                aria-label={t('requests.acceptFrom', { name })}
              >
                {t('requests.accept')}
              </Button>
            </>
          ) : null}
          {r.status === 'accepted' ? (
            <Button
              component={Link}
              to={roommateThreadHref(r.other.userId)}
              size="xs"
              aria-label={t('requests.messageWith', { name })}
            >
              {t('requests.message')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
