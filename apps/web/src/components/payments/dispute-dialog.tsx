import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/error-messages';

/**
 * The payee (an owner, a provider) says the money did not arrive, and why; the payer sees it
 * open again. `dispute` sends `{ paymentId, reason }`.
 */
export function DisputeDialog({
  paymentId,
  dispute,
  opened,
  onClose,
}: {
  paymentId: string;
  dispute: UseMutationResult<unknown, Error, { paymentId: string; reason: string }>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && reason.trim().length < 3;
  const close = () => {
    if (dispute.isPending) return;
    dispute.reset();
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('dispute.title')} centered>
      <Stack gap="md">
        <Textarea
          label={t('dispute.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={invalid ? t('dispute.reasonInvalid') : undefined}
          maxLength={300}
          autosize
          minRows={2}
        />
        {dispute.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, dispute.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={dispute.isPending}
            onClick={() => {
              setTouched(true);
              if (reason.trim().length < 3) return;
              dispute.mutate({ paymentId, reason: reason.trim() }, { onSuccess: close });
            }}
          >
            {t('actions.dispute')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
