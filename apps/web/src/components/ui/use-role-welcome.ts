import { useTranslation } from '../../lib/use-translation';
import type { SessionUser } from '@nivaas/shared';
import { useMe } from '../../lib/session';

/** An account younger than this is on its first visit: nobody is welcomed "back" on day one. */
const FIRST_VISIT_MS = 24 * 60 * 60 * 1000;

export const isFirstVisit = (user: Pick<SessionUser, 'createdAt'>, now = Date.now()): boolean =>
  now - Date.parse(user.createdAt) < FIRST_VISIT_MS;

/**
 * The spec's welcome message for the signed-in person's role (section 1): seekers are greeted
 * by first name ("Welcome back", or "Welcome" for a new account), owners, providers and admins
 * with their role's line.
 */
export function useRoleWelcome(): string {
  const { t } = useTranslation();
  const { data: user } = useMe();
  switch (user?.userType) {
    case 'owner':
      return t('welcome.owner');
    case 'service-provider':
      return t('welcome.service-provider');
    case 'admin':
      return t('welcome.admin');
    default: {
      const name = user?.firstName.trim();
      const first = user?.createdAt !== undefined && isFirstVisit(user);
      if (first) return name ? t('welcome.tenantFirst', { name }) : t('welcome.tenantFirstNoName');
      return name ? t('welcome.tenant', { name }) : t('welcome.tenantNoName');
    }
  }
}
