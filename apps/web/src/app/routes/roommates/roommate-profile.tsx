import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export default function RoommateProfile() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('roommateProfile.title')}

      soon={t('roommateProfile.soon')}
      actions={
        <Button component={Link} to="/roommates" variant="light">
          {t('actions.roommates')}
        </Button>
      }
    />
  );
}
