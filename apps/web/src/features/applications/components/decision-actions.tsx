import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { APPLICATION_LIMITS, type Application } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useDecideApplication } from '../api/applications';
import { applicantName } from '../lib/application-view';
import { useAppsT } from '../lib/use-apps-t';

/** Approve, or reject with an optional reason the applicant will read. */
export function DecisionActions({ application: a }: { application: Application }) {
  const { t } = useAppsT();
  const name = applicantName(a) || t('detail.someone');
  const decide = useDecideApplication((decision) =>
    notifications.show({
      color: 'teal',
      message: t(decision.status === 'approved' ? 'decide.approved' : 'decide.rejected', { name }),
    }),
  );
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  return (
    <Stack gap="sm">
      {rejecting ? (
        <Stack gap="xs">
          <Textarea
            label={t('decide.reason')}
            description={t('decide.reasonHint')}
            value={reason}
            maxLength={APPLICATION_LIMITS.reasonMax}
            autosize
            minRows={2}
            data-autofocus
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: a.id, decision: { status: 'rejected', reason } })}
            >
              {t('decide.confirmReject')}
            </Button>
            <Button
              variant="default"
              onClick={() => setRejecting(false)}
              disabled={decide.isPending}
            >
              {t('decide.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={decide.isPending}
            onClick={() => decide.mutate({ id: a.id, decision: { status: 'approved' } })}
            aria-label={t('decide.approveOf', { name })}
          >
            {t('decide.approve')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setRejecting(true)}
            disabled={decide.isPending}
            aria-label={t('decide.rejectOf', { name })}
          >
            {t('decide.reject')}
          </Button>
        </Group>
      )}
      {decide.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('errors.updateStatus')}>
          {errorMessage(t, decide.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
