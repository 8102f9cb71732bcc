import { Badge, type BadgeProps } from '@mantine/core';
import { isRole, roleColor } from '@nivaas/shared';
import { useTranslation } from '../../lib/use-translation';

/**
 * The role's label (Seeker, Owner, Service Provider, Admin) in its colour, by name: the filled
 * shades behind its white text read at 4.5:1 in both schemes (theme.ts).
 */
export function RoleBadge({ role, ...props }: { role: string | null | undefined } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={roleColor(role)}
      variant="filled"
      tt="none"
      data-role-color={roleColor(role)}
      {...props}
    >
      {isRole(role) ? t(`roles.${role}`) : t('roles.unknown')}
    </Badge>
  );
}
