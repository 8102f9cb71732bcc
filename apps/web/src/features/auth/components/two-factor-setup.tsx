import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  PinInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secretOf, useConfirmTwoFactor, useEnableTwoFactor } from '../api/two-factor';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

const TotpQr = lazy(() => import('./totp-qr'));

/**
 * Turns on the authenticator-app second factor: the password, then the key for the app (a link
 * that opens it on a phone, and the secret to type in), a first code to prove it works, and the
 * backup codes, shown this once.
 */
export function TwoFactorSetup({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (enabled && !enable.data)
    return (
      <Alert color="teal" variant="light" role="status" title={t('twoFactorSetup.onTitle')}>
        {t('twoFactorSetup.on')}
      </Alert>
    );

  if (!enable.data)
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (password) enable.mutate(password);
        }}
      >
        <Stack gap="md" maw={420}>
          <Text size="sm">{t('twoFactorSetup.lead')}</Text>
          <FormError error={enable.error} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={enable.isPending} disabled={!password}>
            {t('twoFactorSetup.start')}
          </Button>
        </Stack>
      </form>
    );

  const secret = secretOf(enable.data.totpURI);
  if (confirm.isSuccess)
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" title={t('twoFactorSetup.onTitle')}>
          {t('twoFactorSetup.backupLead')}
        </Alert>
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" data-testid="backup-codes">
            {enable.data.backupCodes.map((c) => (
              <Code key={c} fz="sm" ta="center">
                {c}
              </Code>
            ))}
          </SimpleGrid>
        </Paper>
        <CopyButton value={enable.data.backupCodes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} w="fit-content">
              {copied ? t('twoFactorSetup.copied') : t('twoFactorSetup.copyCodes')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    );

  return (
    <Stack gap="md" maw={560}>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>{t('twoFactorSetup.step1')}</List.Item>
        <List.Item>
          {t('twoFactorSetup.step2')}{' '}
          <Anchor href={enable.data.totpURI}>{t('twoFactorSetup.openApp')}</Anchor>
        </List.Item>
        <List.Item>{t('twoFactorSetup.step3')}</List.Item>
      </List>
      <Suspense fallback={null}>
        <TotpQr uri={enable.data.totpURI} label={t('twoFactorSetup.qr')} />
      </Suspense>
      <Paper withBorder radius="md" p="md">
        <Text size="xs" c="gray.7" mb={4}>
          {t('twoFactorSetup.secret')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('twoFactorSetup.copied') : t('twoFactorSetup.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Paper>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{6}$/.test(code)) confirm.mutate(code);
        }}
      >
        <Stack gap="sm">
          <FormError error={confirm.error} title={t('twoFactor.failed')} />
          <Text component="label" htmlFor="totp-confirm-1" size="sm" fw={500}>
            {t('twoFactor.codeLabel')}
          </Text>
          <PinInput
            id="totp-confirm"
            length={6}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            ariaLabel={t('twoFactor.codeLabel')}
          />
          <Button
            type="submit"
            loading={confirm.isPending}
            disabled={!/^\d{6}$/.test(code)}
            w="fit-content"
          >
            {t('twoFactorSetup.confirm')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
