import { Badge, type BadgeProps } from '@mantine/core';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Phone verified": the person proved their mobile number with a code sent to it by SMS.
 * Nothing when they have not.
 */
export function PhoneVerifiedBadge({
  verified,
  ...props
}: { verified: boolean | null | undefined } & BadgeProps) {
  const { t } = useTranslation('common');
  if (!verified) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      leftSection={<IconDeviceMobileCheck size={14} aria-hidden />}
      data-testid="phone-verified"
      {...props}
    >
      {t('phoneVerified')}
    </Badge>
  );
}
