import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ROLES, type AdminUserDetail, type Role } from '@nivaas/shared';
import { errorMessage } from '../../../lib/error-messages';
import { useAdminUserAction } from '../api/admin-users';
import { useAdminT } from '../lib/use-admin-t';
import { ReasonDialog } from './reason-dialog';

type Dialog = 'suspend' | 'reinstate' | 'role' | 'resend-verification' | 'force-password-reset';

/** Suspend or reinstate, change the role, resend verification, force a password reset. */
export function UserActions({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useAdminT();
  const action = useAdminUserAction(user.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [role, setRole] = useState<Role>(user.role);
  const [done, setDone] = useState<string | null>(null);
  const open = (d: Dialog) => {
    action.reset();
    setDone(null);
    setRole(user.role);
    setDialog(d);
  };
  const finish = (d: Dialog) => () => {
    setDialog(null);
    setDone(t(`userActions.done.${d}`));
  };

  const confirm = (reason: string) => {
    if (!dialog) return;
    const onSuccess = finish(dialog);
    if (dialog === 'role') action.mutate({ kind: 'role', role, reason }, { onSuccess });
    else if (dialog === 'suspend' || dialog === 'reinstate')
      action.mutate({ kind: dialog, reason }, { onSuccess });
  };
  const mailAction = (d: 'resend-verification' | 'force-password-reset') =>
    action.mutate({ kind: d }, { onSuccess: finish(d) });

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {user.suspended ? (
          <Button color="teal" onClick={() => open('reinstate')}>
            {t('userActions.reinstate')}
          </Button>
        ) : (
          <Button color="red" onClick={() => open('suspend')}>
            {t('userActions.suspend')}
          </Button>
        )}
        <Button variant="light" onClick={() => open('role')}>
          {t('userActions.role')}
        </Button>
        {user.emailVerified ? null : (
          <Button variant="light" onClick={() => open('resend-verification')}>
            {t('userActions.resend-verification')}
          </Button>
        )}
        <Button variant="light" color="orange" onClick={() => open('force-password-reset')}>
          {t('userActions.force-password-reset')}
        </Button>
      </Group>
      {done ? (
        <Alert color="green" variant="light" role="status" mt="sm">
          {done}
        </Alert>
      ) : null}
      {dialog === 'resend-verification' || dialog === 'force-password-reset' ? (
        <ConfirmMail
          kind={dialog}
          pending={action.isPending}
          error={action.error}
          onConfirm={() => mailAction(dialog)}
          onClose={() => setDialog(null)}
        />
      ) : dialog ? (
        <ReasonDialog
          title={t(`userActions.${dialog}`)}
          description={t(`userActions.explain.${dialog}`)}
          confirmLabel={t(`userActions.confirm.${dialog}`)}
          color={dialog === 'suspend' ? 'red' : 'blue'}
          pending={action.isPending}
          error={action.error}
          onConfirm={confirm}
          onClose={() => setDialog(null)}
        >
          {dialog === 'role' ? (
            <Select
              label={t('users.role')}
              data={ROLES.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
              value={role}
              allowDeselect={false}
              onChange={(r) => r && setRole(r as Role)}
            />
          ) : null}
        </ReasonDialog>
      ) : null}
    </>
  );
}

function ConfirmMail({
  kind,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  kind: 'resend-verification' | 'force-password-reset';
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useAdminT();
  return (
    <Modal opened onClose={onClose} title={t(`userActions.${kind}`)} centered>
      <Stack gap="md">
        <Text size="sm">{t(`userActions.explain.${kind}`)}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button
            color={kind === 'force-password-reset' ? 'orange' : 'blue'}
            loading={pending}
            onClick={onConfirm}
          >
            {t(`userActions.confirm.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
