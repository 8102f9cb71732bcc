import { useId, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage, type Translate } from '../../../lib/error-messages';
import { useDeleteAccount, useDeletionCheck, useForgetDeletedAccount } from '../api/my-data';

/**
 * "Delete my account" on the profile: what is erased and what is kept (and why), then a
 * confirmation with the password or an authenticator code. Afterwards the person is signed out.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation(['myData', 'common']);
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  const check = useDeletionCheck(true);
  const blocked = check.data?.blockedBy === 'last-admin';

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} id={titleId} fz="lg">
        {t('delete.title')}
      </Title>
      <Text size="sm">{t('delete.intro')}</Text>
      <Text size="sm" fw={600}>
        {t('delete.erasedTitle')}
      </Text>
      <Text size="sm">{t('delete.erased')}</Text>
      <Text size="sm" fw={600}>
        {t('delete.keptTitle')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('delete.keptThreads')}</List.Item>
        <List.Item>{t('delete.keptBookings')}</List.Item>
        <List.Item>{t('delete.keptStays')}</List.Item>
      </List>
      <Text size="sm">
        <Anchor component={Link} to="/privacy" inherit>
          {t('delete.privacyLink')}
        </Anchor>
      </Text>
      {check.data && check.data.listings > 0 ? (
        <Text size="sm">{t('delete.listings', { count: check.data.listings })}</Text>
      ) : null}
      {check.data &&
      check.data.serviceBookings.toCancel + check.data.serviceBookings.inProgress > 0 ? (
        <Alert color="yellow" variant="light">
          <Stack gap={4}>
            <Text size="sm">
              {t('delete.bookingsToCancel', { count: check.data.serviceBookings.toCancel })}
            </Text>
            <Text size="sm">
              {t('delete.bookingsInProgress', { count: check.data.serviceBookings.inProgress })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {blocked ? (
        <Alert color="yellow" variant="light" role="status">
          {t('common:errors.reason.my-data.last-admin')}
        </Alert>
      ) : null}
      {check.data && !check.data.confirmWith.password && !check.data.confirmWith.code ? (
        <Alert color="yellow" variant="light" role="status">
          {t('delete.noMethod')}
        </Alert>
      ) : null}
      <Button
        color="red"
        variant="outline"
        disabled={
          !check.data ||
          blocked ||
          (!check.data.confirmWith.password && !check.data.confirmWith.code)
        }
        onClick={() => setOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('delete.open')}
      </Button>
      {check.data ? (
        <ConfirmDeletionModal
          opened={opened}
          onClose={() => setOpened(false)}
          confirmWith={check.data.confirmWith}
        />
      ) : null}
    </Stack>
  );
}

interface ConfirmProps {
  opened: boolean;
  onClose: () => void;
  confirmWith: { password: boolean; code: boolean };
}

function ConfirmDeletionModal({ opened, onClose, confirmWith }: ConfirmProps) {
  const { t } = useTranslation(['myData', 'common']);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const [withCode, setWithCode] = useState(!confirmWith.password);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    remove.reset();
    setPassword('');
    setCode('');
    onClose();
  };
  const confirm = () =>
    remove.mutate(withCode ? { code: code.trim() } : { password }, {
      onSuccess: () => {
        toasts.show({ color: 'teal', message: t('delete.deleted') });
        void Promise.resolve(navigate('/', { replace: true })).then(forget);
      },
    });
  const ready = withCode ? /^\d{6}$/.test(code.trim()) : password.length > 0;

  return (
    <Modal opened={opened} onClose={close} title={t('delete.confirmTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('delete.confirmBody')}</Text>
          {withCode ? (
            <TextInput
              label={t('delete.code')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
            />
          ) : (
            <PasswordInput
              label={t('delete.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              data-autofocus
            />
          )}
          {confirmWith.password && confirmWith.code ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setWithCode(!withCode)}
            >
              {withCode ? t('delete.usePassword') : t('delete.useCode')}
            </Anchor>
          ) : null}
          {remove.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('delete.failed')}>
              {errorMessage(t as unknown as Translate, remove.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} disabled={!ready}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
