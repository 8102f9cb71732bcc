import { Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_CHARS } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { translateFieldError } from '../../../lib/error-messages';
import { METER_PERCENT, usePasswordRating } from '../lib/password-strength';

const COLORS = { weak: 'red', fair: 'orange', good: 'teal', strong: 'green' } as const;

/**
 * Live hint under a new-password field; words carry the level, not only the bar's colour. It
 * rates with the server's estimator, so "Weak" is exactly what the server refuses, and says why
 * in the words the server would use.
 */
export function PasswordStrengthHint({
  password,
  ownWords,
  wanted,
}: {
  password: string;
  ownWords: string[];
  /** The person is at the field: the estimator may load (it is not loaded with the page). */
  wanted: boolean;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const rating = usePasswordRating(password, ownWords, wanted);
  return (
    <Stack gap={4} aria-live="polite">
      {rating ? (
        <>
          <Progress
            value={METER_PERCENT[rating.level]}
            color={COLORS[rating.level]}
            size="sm"
            aria-hidden
          />
          <Text size="xs" c="gray.7">
            {t('strength.label', { level: t(`strength.${rating.level}`) })}
          </Text>
          {rating.problem && (
            <Text size="xs" c="red">
              {translateFieldError(tc, rating.problem)}
            </Text>
          )}
        </>
      ) : (
        <Text size="xs" c="gray.7">
          {t('register.passwordHint', { min: PASSWORD_MIN_CHARS })}
        </Text>
      )}
    </Stack>
  );
}
