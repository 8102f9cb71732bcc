import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { VERIFICATION_LIMITS, type VerificationStatus } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import {
  useSendVerification,
  useVerification,
  type VerificationTarget,
} from '../api/verifications';
import { QueryFailure } from '../../../components/ui/query-state';

const STATUS_COLOR: Record<VerificationStatus | 'none', string> = {
  none: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};
const ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * Verified owner (for one listing) or verified provider: the latest document's state, with the
 * admin's reason after a rejection, and the upload while none waits or was approved.
 */
export function VerificationPanel({ target }: { target: VerificationTarget }) {
  const { t } = useTranslation(['verification', 'common']);
  const state = useVerification(target);
  const send = useSendVerification(target);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const listing = target.subject === 'listing';
  const current = state.data ?? null;
  const status = current?.status ?? 'none';
  const canSend = state.isSuccess && (current === null || current.status === 'rejected');
  const tooLarge = file !== null && file.size > VERIFICATION_LIMITS.documentMaxBytes;

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="verification-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            {t(listing ? 'panel.titleListing' : 'panel.titleProvider')}
          </Title>
          {state.isSuccess ? (
            <Badge
              color={STATUS_COLOR[status]}
              variant="light"
              tt="none"
              data-testid="verification-status"
            >
              {t(`panel.status.${status}`)}
            </Badge>
          ) : null}
        </Group>
        {state.isPending ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : state.isError ? (
          <QueryFailure query={state} title={t('panel.loadError')} retryLabel={t('panel.retry')} />
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t(listing ? 'panel.leadListing' : 'panel.leadProvider')}
            </Text>
            {current?.status === 'rejected' && current.reason ? (
              <Alert color="red" variant="light" data-testid="verification-reason">
                {t('panel.reason', { reason: current.reason })}
              </Alert>
            ) : null}
            {current ? (
              <Anchor href={current.documentUrl} target="_blank" rel="noopener" size="sm">
                {t('panel.view')} ({current.fileName})
              </Anchor>
            ) : null}
            {canSend ? (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!file || tooLarge) return;
                  setPercent(0);
                  send.mutate({ file, onProgress: setPercent }, { onSuccess: () => setFile(null) });
                }}
              >
                <Stack gap="xs">
                  <FileInput
                    label={t('panel.file')}
                    description={t('panel.hint')}
                    accept={ACCEPT}
                    value={file}
                    onChange={setFile}
                    clearable
                    leftSection={<IconFileUpload size={16} aria-hidden />}
                    error={
                      tooLarge
                        ? t('common:errors.reason.verification.document-too-large')
                        : undefined
                    }
                  />
                  {send.isPending ? (
                    <Progress value={percent} aria-label={t('panel.uploading', { percent })} />
                  ) : null}
                  {send.isError ? (
                    <Alert color="red" variant="light" role="alert">
                      {errorMessage(t, send.error)}
                    </Alert>
                  ) : null}
                  <Button
                    type="submit"
                    disabled={!file || tooLarge}
                    loading={send.isPending}
                    w={{ base: '100%', sm: 'auto' }}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('panel.send')}
                  </Button>
                </Stack>
              </form>
            ) : null}
            {send.isSuccess && status === 'pending' ? (
              <Text size="sm" c="teal.8" role="status">
                {t('panel.sent')}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
