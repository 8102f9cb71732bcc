import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * Mantine's PasswordInput with its show/hide button named in the person's language and reachable
 * by Tab (Mantine leaves it out of the tab order), so keyboard users can check what they typed.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
      {...props}
    />
  );
}
