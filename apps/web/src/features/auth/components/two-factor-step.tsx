import { Anchor, Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useVerifySecondFactor } from '../api/two-factor';
import { FormError } from './form-error';

/**
 * The second step of a sign-in for an account with an authenticator app: the 6-digit code, or
 * one of the backup codes. Once it is right the session query holds the person and the sign-in
 * route's guard sends them on.
 */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const verify = useVerifySecondFactor();
  const ready = backup ? code.trim().length >= 6 : /^\d{6}$/.test(code);
  const submit = (value = code) => {
    if (backup ? value.trim().length >= 6 : /^\d{6}$/.test(value))
      verify.mutate({ code: value, backup });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fw={600}>{t('twoFactor.title')}</Text>
        <Text size="sm" c="gray.7">
          {backup ? t('twoFactor.backupLead') : t('twoFactor.lead')}
        </Text>
        <FormError error={verify.error} title={t('twoFactor.failed')} />
        {backup ? (
          <TextInput
            label={t('twoFactor.backupLabel')}
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-autofocus
          />
        ) : (
          <Stack gap={4}>
            <Text component="label" size="sm" fw={500} htmlFor="totp-code-1">
              {t('twoFactor.codeLabel')}
            </Text>
            <PinInput
              id="totp-code"
              length={6}
              type="number"
              oneTimeCode
              autoFocus
              value={code}
              onChange={setCode}
              onComplete={(value) => submit(value)}
              ariaLabel={t('twoFactor.codeLabel')}
            />
          </Stack>
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={!ready}>
          {t('twoFactor.submit')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setBackup((b) => !b);
            setCode('');
            verify.reset();
          }}
        >
          {backup ? t('twoFactor.useApp') : t('twoFactor.useBackup')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="gray.7" onClick={onCancel}>
          {t('twoFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
