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
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-messages';
import type { AccountDeletionCheck } from '@nivaas/shared';
import {
  useDeleteAccount,
  useDeletionCheck,
  useForgetDeletedAccount,
  useSendDeletionCode,
} from '../api/my-data';

type ConfirmWith = AccountDeletionCheck['confirmWith'];
type Method = 'password' | 'code' | 'sms';

const methodsOf = (confirmWith: ConfirmWith): Method[] => [
  ...(confirmWith.password ? (['password'] as const) : []),
  ...(confirmWith.code ? (['code'] as const) : []),
  ...(confirmWith.sms ? (['sms'] as const) : []),
];
const hasMethod = (confirmWith: ConfirmWith) => methodsOf(confirmWith).length > 0;
const SWITCH_LABEL = {
  password: 'delete.usePassword',
  code: 'delete.useCode',
  sms: 'delete.useSms',
} as const;

/**
 * "Delete my account" on the profile: what is erased and what is kept (and why), then a
 * confirmation with the password, an authenticator code or a code by SMS to the verified mobile
 * number (an account made by phone has no password). Afterwards the person is signed out.
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
        <List.Item>{t('delete.keptTenantStays')}</List.Item>
      </List>
      <Text size="sm">
        <Anchor component={Link} to="/privacy" inherit>
          {t('delete.privacyLink')}
        </Anchor>
      </Text>
      {check.data && check.data.listings > 0 ? (
        <Text size="sm">{t('delete.listings', { count: check.data.listings })}</Text>
      ) : null}
      {check.data && check.data.staysKept > 0 ? (
        <Text size="sm">{t('delete.staysKept', { count: check.data.staysKept })}</Text>
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
      {check.data && !hasMethod(check.data.confirmWith) ? (
        <Alert color="yellow" variant="light" role="status">
          {t('delete.noMethod')}
        </Alert>
      ) : null}
      <Button
        color="red"
        variant="outline"
        disabled={!check.data || blocked || !hasMethod(check.data.confirmWith)}
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
  confirmWith: ConfirmWith;
}

function ConfirmDeletionModal({ opened, onClose, confirmWith }: ConfirmProps) {
  const { t } = useTranslation(['myData', 'common']);
  const remove = useDeleteAccount();
  const sendCode = useSendDeletionCode();
  const forget = useForgetDeletedAccount();
  const methods = methodsOf(confirmWith);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    remove.reset();
    sendCode.reset();
    setPassword('');
    setCode('');
    onClose();
  };
  const choose = (next: Method) => {
    remove.reset();
    setCode('');
    setMethod(next);
  };
  const input =
    method === 'password'
      ? { password }
      : method === 'code'
        ? { code: code.trim() }
        : { smsCode: code.trim() };
  // The server ends the person's sockets at once, so the profile's guard may see the session end
  // and leave for /login before the answer arrives (seen at load 15). Once the account is gone
  // the page is loaded afresh at home: nothing of the person stays in memory, whatever moved first.
  const confirm = () =>
    remove.mutateAsync(input).then(
      () => {
        forget();
        window.location.replace('/');
      },
      () => undefined, // shown from remove.error
    );
  const ready = method === 'password' ? password.length > 0 : /^\d{6}$/.test(code.trim());
  const failure = remove.error ?? sendCode.error;

  return (
    <Modal opened={opened} onClose={close} title={t('delete.confirmTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {method === 'sms' ? t('delete.confirmBodySms') : t('delete.confirmBody')}
          </Text>
          {method === 'password' ? (
            <PasswordInput
              label={t('delete.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              data-autofocus
            />
          ) : method === 'code' ? (
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
            <Stack gap="xs">
              <Group gap="sm" wrap="wrap">
                <Button
                  variant="default"
                  loading={sendCode.isPending}
                  onClick={() => sendCode.mutate()}
                >
                  {sendCode.data ? t('delete.resendSms') : t('delete.sendSms')}
                </Button>
                {sendCode.data ? (
                  <Text size="sm" role="status">
                    {t('delete.smsSent', { number: sendCode.data.sentTo })}
                  </Text>
                ) : null}
              </Group>
              <TextInput
                label={t('delete.smsCode')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                disabled={!sendCode.data}
              />
            </Stack>
          )}
          {methods
            .filter((other) => other !== method)
            .map((other) => (
              <Anchor
                key={other}
                component="button"
                type="button"
                size="sm"
                onClick={() => choose(other)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(SWITCH_LABEL[other])}
              </Anchor>
            ))}
          {failure ? (
            <Alert color="red" variant="light" role="alert" title={t('delete.failed')}>
              {errorMessage(t, failure)}
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
