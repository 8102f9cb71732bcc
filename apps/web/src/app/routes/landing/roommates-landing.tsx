import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { fromSlug } from './place-names';

/** /roommates/{college}: a public landing page for students looking for roommates near a college. */
export default function RoommatesLanding() {
  const { t } = useTranslation('pages');
  const { college = '' } = useParams();
  const name = fromSlug(college);
  return (
    <PlaceholderPage
      title={t('landing.roommates', { college: name })}
      soon={t('landing.roommatesSoon', { college: name })}
      actions={
        <Button component={Link} to="/roommates">
          {t('actions.roommates')}
        </Button>
      }
    />
  );
}
