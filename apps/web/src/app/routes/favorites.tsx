import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export default function Favorites() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      title={t('favorites.title')}
      lead={t('favorites.lead')}
      soon={t('favorites.soon')}
      actions={
        <Button component={Link} to="/properties" variant="light">
          {t('actions.properties')}
        </Button>
      }
    />
  );
}
