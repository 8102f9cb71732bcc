import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session';

/**
 * The spec's welcome message for the signed-in person's role (section 1): seekers are greeted
 * by first name, owners, providers and admins with their role's line.
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
      return name ? t('welcome.tenant', { name }) : t('welcome.tenantNoName');
    }
  }
}
