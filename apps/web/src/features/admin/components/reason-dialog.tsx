import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ADMIN_REASON_MAX_CHARS } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useAdminT } from '../lib/use-admin-t';

interface Props {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  color?: string;
  /** The reason is required (every change); a note may be optional (reports). */
  optional?: boolean;
  label?: string;
  /** More fields above the reason (the new role, the action taken). */
  children?: ReactNode;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms an admin action and asks why; the owner or reporter is told this reason. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  color = 'red',
  optional = false,
  label,
  children,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useAdminT();
  const [reason, setReason] = useState('');
  const ready = optional || reason.trim().length > 0;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
          {children}
          <Textarea
            label={label ?? t('dialog.reason')}
            required={!optional}
            autosize
            minRows={2}
            maxLength={ADMIN_REASON_MAX_CHARS}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color={color} disabled={!ready} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
