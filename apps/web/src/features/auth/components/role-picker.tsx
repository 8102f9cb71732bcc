import { Group, Radio, Stack, Text } from '@mantine/core';
import { SIGNUP_ROLES, type SignupRole } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';

interface Props {
  value: SignupRole;
  onChange: (role: SignupRole) => void;
  label: string;
  error?: string | undefined;
}

const asRole = (v: string): SignupRole =>
  (SIGNUP_ROLES as readonly string[]).includes(v) ? (v as SignupRole) : 'tenant';

/** Role cards with the spec's taglines (register). */
export function RoleCards({ value, onChange, label, error }: Props) {
  const { t } = useTranslation('common');
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(asRole(v))}
      label={label}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt={6}>
        {SIGNUP_ROLES.map((role) => (
          <Radio.Card
            key={role}
            value={role}
            radius="md"
            p="sm"
            aria-label={`${t(`roles.${role}`)}: ${t(`roleTaglines.${role}`)}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {t(`roles.${role}`)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t(`roleTaglines.${role}`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
