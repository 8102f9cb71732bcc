import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import {
  VERIFICATION_STATUSES,
  type AdminVerification,
  type VerificationStatus,
} from '@nivaas/shared';
import { ReasonDialog } from './reason-dialog';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, intlLocale } from '../../../lib/format';
import { useDecideVerification, useVerificationQueue } from '../api/admin-verifications';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** The admin queue: pending documents first sent first; open, approve, or reject with a reason. */
export function VerificationQueue() {
  const { t, i18n } = useTranslation(['verification', 'admin', 'common']);
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const queue = useVerificationQueue(status);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as VerificationStatus)}
        data={VERIFICATION_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
        fullWidth
        style={{ maxWidth: 480 }}
      />
      {queue.isPending ? (
        <QuerySkeleton rows={3} h={96} />
      ) : queue.isError ? (
        <QueryFailure query={queue} title={t('admin.loadError')} retryLabel={t('admin.retry')} />
      ) : queue.data.items.length === 0 ? (
        <Text c="gray.7" data-testid="verification-queue-empty">
          {t('admin.empty')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="verification-queue">
          {queue.data.items.map((item) => (
            <QueueItem key={item.id} item={item} locale={intlLocale(i18n.language)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function QueueItem({ item, locale }: { item: AdminVerification; locale: string }) {
  const { t } = useTranslation(['verification', 'admin', 'common']);
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState(false);
  const listing = item.subjectType === 'listing';
  const subjectUrl = listing
    ? `/properties/${encodeURIComponent(item.subjectId)}`
    : `/service-providers/${encodeURIComponent(item.subjectId)}`;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="verification-item">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" tt="none">
            {t(listing ? 'admin.listing' : 'admin.provider')}
          </Badge>
          <Anchor component={Link} to={subjectUrl} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.subjectTitle || item.sender.name}
          </Anchor>
        </Group>
        <Text size="sm" c="gray.7">
          {t('admin.sentBy', {
            name: item.sender.name,
            date: formatDate(item.createdAt, 'medium', locale),
          })}
        </Text>
        {item.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('admin.reason', { reason: item.reason })}
          </Text>
        ) : null}
        {decide.isError && !rejecting ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, decide.error)}
          </Alert>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={item.documentUrl}
            target="_blank"
            rel="noopener"
            variant="default"
            size="sm"
          >
            {t('admin.open')}
          </Button>
          {item.status === 'pending' ? (
            <>
              <Button
                size="sm"
                color="teal"
                loading={decide.isPending && !rejecting}
                onClick={() => decide.mutate({ id: item.id, decision: { status: 'approved' } })}
              >
                {t('admin.approve')}
              </Button>
              <Button size="sm" color="red" variant="light" onClick={() => setRejecting(true)}>
                {t('admin.reject')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
      {rejecting ? (
        <ReasonDialog
          title={t('admin.rejectTitle')}
          description={t('admin.rejectHint')}
          confirmLabel={t('admin.reject')}
          pending={decide.isPending}
          error={decide.error}
          onConfirm={(reason) =>
            decide.mutate(
              { id: item.id, decision: { status: 'rejected', reason } },
              { onSuccess: () => setRejecting(false) },
            )
          }
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Card>
  );
}
