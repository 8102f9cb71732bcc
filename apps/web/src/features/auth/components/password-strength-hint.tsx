import { Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_CHARS } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../lib/password-strength';

const COLORS = { weak: 'red', fair: 'orange', good: 'teal', strong: 'green' } as const;

/** Live hint under a new-password field; words carry the level, not only the bar's colour. */
export function PasswordStrengthHint({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password);
  return (
    <Stack gap={4} aria-live="polite">
      {strength ? (
        <>
          <Progress value={strength.score} color={COLORS[strength.level]} size="sm" aria-hidden />
          <Text size="xs" c="gray.7">
            {t('strength.label', { level: t(`strength.${strength.level}`) })}
          </Text>
        </>
      ) : (
        <Text size="xs" c="gray.7">
          {t('register.passwordHint', { min: PASSWORD_MIN_CHARS })}
        </Text>
      )}
    </Stack>
  );
}
