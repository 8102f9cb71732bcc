import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PHONE_CODE_LENGTH } from '@nivaas/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { describeError, errorMessage } from '../../../lib/error-messages';
import {
  usePhoneSignIn,
  useSendPhoneCode,
  useVerifyOwnPhone,
  type PhoneSignUp,
} from '../api/phone';
import { FormError } from './form-error';

interface Props {
  /** sign-in: an existing account; sign-up: a new one (`signUp`); add: the signed-in person's. */
  mode: 'sign-in' | 'sign-up' | 'add';
  /** The new account's names and role, or null while the form above is not filled in right. */
  signUp?: () => PhoneSignUp | null;
  onDone?: () => void;
}

/** Reasons that say the number itself is wrong: shown under the number, not above the form. */
const NUMBER_REASONS = ['phone.invalid-number', 'phone.taken'];

/**
 * A mobile number, then the 6-digit code sent to it by SMS. The code field is filled in by the
 * phone's keyboard from the SMS (autocomplete one-time-code) and shows the number pad.
 */
export function PhoneCodeForm({ mode, signUp, onDone }: Props) {
  const { t } = useTranslation('auth');
  const send = useSendPhoneCode();
  const signIn = usePhoneSignIn();
  const addOwn = useVerifyOwnPhone();
  const verify = mode === 'add' ? addOwn : signIn;
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (mode === 'sign-up' && !signUp?.()) return;
    verify.reset();
    send.mutate(number, {
      onSuccess: () => {
        setSentTo(number);
        setCode('');
      },
    });
  };
  const enterCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const details = mode === 'sign-up' ? signUp?.() : undefined;
    if (mode === 'sign-up' && !details) return;
    const input = { phoneNumber: sentTo, code: code.trim() };
    if (mode === 'add') addOwn.mutate(input, { onSuccess: () => onDone?.() });
    else
      signIn.mutate(
        { ...input, ...(details ? { signUp: details } : {}) },
        { onSuccess: () => onDone?.() },
      );
  };

  const sendReason = describeError(send.error).reason;
  const numberError = send.error && NUMBER_REASONS.includes(sendReason ?? '');

  if (!sentTo)
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <FormError error={numberError ? null : send.error} />
          <TextInput
            label={t('phone.number')}
            description={t('phone.numberHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            size="md"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={numberError ? <FormErrorText error={send.error} /> : undefined}
          />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('phone.sendCode')}
          </Button>
        </Stack>
      </form>
    );

  return (
    <form onSubmit={enterCode} noValidate>
      <Stack gap="md">
        <FormError error={verify.error ?? send.error} />
        <Text size="sm">{t('phone.sent', { number: sentTo })}</Text>
        <TextInput
          label={t('phone.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={PHONE_CODE_LENGTH}
          required
          size="md"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t(`phone.verify.${mode}`)}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            {t('phone.changeNumber')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => sendCode()}>
            {t('phone.resend')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

function FormErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return <>{errorMessage(t, error)}</>;
}
