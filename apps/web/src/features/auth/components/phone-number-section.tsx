import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PhoneVerifiedBadge } from '../../../components/ui/phone-verified-badge';
import { PhoneCodeForm } from './phone-code-form';

/**
 * The profile's mobile number for sign-in: verified by a code by SMS, then the person can sign
 * in either way (email and password, or number and code).
 */
export function PhoneNumberSection({
  phoneNumber,
  verified,
}: {
  phoneNumber: string;
  verified: boolean;
}) {
  const { t } = useTranslation('auth');
  const [editing, setEditing] = useState(false);
  const has = verified && phoneNumber !== '';
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('phone.profileTitle')}
        </Title>
        <PhoneVerifiedBadge verified={has} />
      </Group>
      <Text size="sm">
        {has ? t('phone.profileVerified', { number: phoneNumber }) : t('phone.profileNone')}
      </Text>
      {editing ? (
        <>
          <PhoneCodeForm mode="add" onDone={() => setEditing(false)} />
          <Button variant="subtle" onClick={() => setEditing(false)}>
            {t('phone.cancel')}
          </Button>
        </>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {has ? t('phone.change') : t('phone.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
