import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { useRoleWelcome } from '../../../components/ui/use-role-welcome';
import { useMe } from '../../../features/auth/api/me';

/** Property search; for seekers this is home, so it greets them first (spec section 1). */
export default function PropertySearch() {
  const { t } = useTranslation('pages');
  const { data: user } = useMe();
  const welcome = useRoleWelcome();
  return (
    <PlaceholderPage
      title={t('properties.title')}
      eyebrow={
        user?.userType === 'tenant' ? (
          <Text fw={600} c="teal.9">
            {welcome}
          </Text>
        ) : undefined
      }
      lead={t('properties.lead')}
      soon={t('properties.soon')}
    />
  );
}
