import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  REPORT_COMMENT_MAX_CHARS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { useCreateReport } from '../api/reports';

interface Props {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}

/** The reasons, an optional comment, Send; then a thank-you (or, if already reported, a kind word). */
export default function ReportDialog({ targetType, targetId, onClose }: Props) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const create = useCreateReport();
  // A session that ended while the page stayed open: say so before anything is written.
  const signedOut = useSession().data === null;
  const alreadyOpen =
    create.error instanceof ApiError && create.error.reason === 'report.already-open';

  const send = () => {
    if (!reason) return;
    const text = comment.trim();
    create.mutate({ targetType, targetId, reason, ...(text ? { comment: text } : {}) });
  };

  return (
    <Modal opened onClose={onClose} title={t(`title.${targetType}`)} centered>
      {create.isSuccess || alreadyOpen ? (
        <Stack gap="md">
          <Alert color={alreadyOpen ? 'blue' : 'green'} variant="light" role="status">
            {alreadyOpen ? t('alreadyOpen') : t('sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('lead')}
          </Text>
          <Radio.Group
            label={t('reasonLabel')}
            required
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`reasons.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('commentLabel')}
            description={t('commentHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REPORT_COMMENT_MAX_CHARS}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {signedOut ? (
            <Alert color="yellow" variant="light" role="alert">
              {t('signIn')}
            </Alert>
          ) : null}
          {create.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              onClick={send}
              disabled={!reason || signedOut}
              loading={create.isPending}
            >
              {t('send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
