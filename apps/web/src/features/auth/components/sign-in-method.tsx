import { SegmentedControl } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

export type SignInMethod = 'email' | 'phone';

/** Email and password, or mobile number and a code by SMS. */
export function SignInMethodPicker({
  value,
  onChange,
}: {
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(v) => onChange(v === 'phone' ? 'phone' : 'email')}
      aria-label={t('phone.methodLabel')}
      data={[
        { value: 'email', label: t('phone.methodEmail') },
        { value: 'phone', label: t('phone.methodPhone') },
      ]}
    />
  );
}
