import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The email input of every auth form: the email keyboard on phones, the browser's address
 * autofill, and the same label and example address everywhere. Callers may rename it
 * ("New email address") or pass their own autocomplete token.
 */
export function EmailField({
  label,
  placeholder,
  autoComplete = 'email',
  size = 'md',
  ...props
}: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={label ?? t('fields.email')}
      placeholder={placeholder ?? t('fields.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      size={size}
      {...props}
    />
  );
}
