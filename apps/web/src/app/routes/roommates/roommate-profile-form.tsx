import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Both /roommates/create-profile and /roommates/edit-profile. */
export default function RoommateProfileForm() {
  const { t } = useTranslation('pages');
  const key = useLocation().pathname.endsWith('/edit-profile') ? 'roommateEdit' : 'roommateCreate';
  return <PlaceholderPage title={t(`${key}.title`)} soon={t(`${key}.soon`)} />;
}
