/** Stored role values (spec section 1). The label keys live in the web app's locale files. */
export const ROLES = ['tenant', 'owner', 'service-provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick at sign-up. Admins are made only by the CLI or the demo seed. */
export const SIGNUP_ROLES = ['tenant', 'owner', 'service-provider'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const isSignupRole = (value: unknown): value is SignupRole =>
  typeof value === 'string' && (SIGNUP_ROLES as readonly string[]).includes(value);

/** Badge colours by role (Mantine colour names); grey for anything unknown. */
export const ROLE_COLORS: Record<Role, string> = {
  tenant: 'blue',
  owner: 'green',
  'service-provider': 'grape',
  admin: 'red',
};
export const roleColor = (role: string | null | undefined): string =>
  isRole(role) ? ROLE_COLORS[role] : 'gray';

/** Where each role lands (spec section 2, access guard). */
export const roleHome = (role: string | null | undefined): string => {
  switch (role) {
    case 'owner':
      return '/owner';
    case 'service-provider':
      return '/service-provider';
    case 'admin':
      return '/admin';
    default:
      return '/properties';
  }
};

/** Brand link target in the header (spec section 2, header): signed-out users go to "/". */
export const brandHome = (role: string | null | undefined): string => (role ? roleHome(role) : '/');

/**
 * The role chosen on the login/register page before a Google redirect. The spec stores
 * "seeker", "owner", "service-provider" (and reads "admin" as a value, which never grants admin).
 */
export const SELECTED_ROLE_VALUES = ['owner', 'seeker', 'service-provider', 'admin'] as const;
export type SelectedRole = (typeof SELECTED_ROLE_VALUES)[number];

/** Maps a stored selected-role value to the role a new Google user gets; never admin. */
export const roleFromSelected = (value: unknown): { role: SignupRole; valid: boolean } => {
  if (value === 'owner') return { role: 'owner', valid: true };
  if (value === 'service-provider' || value === 'provider')
    return { role: 'service-provider', valid: true };
  if (value === 'seeker' || value === 'tenant') return { role: 'tenant', valid: true };
  return { role: 'tenant', valid: false };
};

/** `login?role=tenant|owner|provider` values (spec section 2). */
export const LOGIN_ROLE_PARAMS = ['tenant', 'owner', 'provider'] as const;
export const roleFromLoginParam = (value: string | null): SignupRole | null => {
  if (value === 'tenant') return 'tenant';
  if (value === 'owner') return 'owner';
  if (value === 'provider') return 'service-provider';
  return null;
};
