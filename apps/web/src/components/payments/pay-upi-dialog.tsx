import { useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { UpiRequest } from '@nivaas/shared';
import { errorMessage } from '../../lib/error-messages';
import { formatPaise } from '../../lib/format';
import { QuerySkeleton } from '../ui/query-state';

const REFERENCE = /^[A-Za-z0-9-]{6,35}$/;

/**
 * Pay by UPI (a stay's due, a service booking): on a phone the link opens the UPI app with the
 * payee and amount filled in; on a laptop the same link as a QR code, for the phone's camera.
 * Then the payer enters the UTR the app showed, and the payee confirms receipt. `request` is the
 * payee's link for what is paid, `claim` sends the reference.
 */
export function PayUpiDialog({
  amountPaise,
  request,
  claim,
  opened,
  onClose,
}: {
  amountPaise: number;
  request: UseQueryResult<UpiRequest>;
  claim: UseMutationResult<unknown, Error, string>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !REFERENCE.test(reference.trim());
  const close = () => {
    if (claim.isPending) return;
    claim.reset();
    setReference('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!REFERENCE.test(reference.trim())) return;
    claim.mutate(reference.trim(), { onSuccess: close });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('upi.title', { amount: formatPaise(amountPaise) })}
      centered
    >
      <Stack gap="md">
        {request.isPending ? (
          <QuerySkeleton rows={1} h={200} />
        ) : request.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(t, request.error)}
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {t('upi.to', { name: request.data.payeeName, vpa: request.data.vpa })}
            </Text>
            <Button
              component="a"
              href={request.data.link}
              hiddenFrom="sm"
              leftSection={<IconDeviceMobile size={18} aria-hidden />}
            >
              {t('upi.openApp')}
            </Button>
            <Stack gap={4} align="center" visibleFrom="sm">
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(request.data.qrSvg)}`}
                alt={t('upi.qrAlt')}
                w={200}
                h={200}
              />
              <Text size="sm" c="dimmed">
                {t('upi.scan')}
              </Text>
              <Anchor href={request.data.link} size="xs">
                {t('upi.openApp')}
              </Anchor>
            </Stack>
          </>
        )}
        <TextInput
          label={t('upi.reference')}
          description={t('upi.referenceHint')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={invalid ? t('upi.referenceInvalid') : undefined}
          autoComplete="off"
          inputMode="text"
          maxLength={35}
        />
        {claim.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, claim.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={claim.isPending} disabled={request.isError}>
            {t('actions.paid')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
