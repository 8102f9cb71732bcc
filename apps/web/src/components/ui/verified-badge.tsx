import { Badge, type BadgeProps } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

/**
 * "Verified owner" (a listing whose owner proved ownership or authority) or "Verified provider"
 * (a provider who sent an ID or trade document): an admin approved the document. Nothing else.
 */
export function VerifiedBadge({
  kind,
  verified,
  ...props
}: { kind: 'owner' | 'provider'; verified: boolean | null | undefined } & BadgeProps) {
  const { t } = useTranslation('verification');
  if (!verified) return null;
  return (
    <Badge
      color="blue"
      variant="light"
      tt="none"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
      data-testid={`verified-${kind}`}
      {...props}
    >
      {t(`badge.${kind}`)}
    </Badge>
  );
}
