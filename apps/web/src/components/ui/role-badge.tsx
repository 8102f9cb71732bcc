import { Badge, type BadgeProps } from '@mantine/core';
import { isRole, roleColor } from '@nivaas/shared';
import { useTranslation } from 'react-i18next';

/**
 * Each role colour in a dark shade: small text needs 4.5:1 against white, which Mantine's
 * lighter shades (and even its darkest green) miss.
 */
const INK: Record<string, string> = {
  blue: 'blue.9',
  green: '#237a35',
  grape: 'grape.9',
  red: 'red.9',
  gray: 'gray.7',
};

/** A dark shade of the role's colour, readable as text on white or behind white text. */
export const roleInk = (role: string | null | undefined): string =>
  INK[roleColor(role)] ?? 'gray.7';

/** The role's label (Seeker, Owner, Service Provider, Admin) in its colour. */
export function RoleBadge({ role, ...props }: { role: string | null | undefined } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={roleInk(role)}
      variant="filled"
      tt="none"
      data-role-color={roleColor(role)}
      {...props}
    >
      {isRole(role) ? t(`roles.${role}`) : t('roles.unknown')}
    </Badge>
  );
}
