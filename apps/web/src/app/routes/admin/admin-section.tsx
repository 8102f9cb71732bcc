import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

const SECTIONS = ['users', 'properties', 'services', 'roommates', 'reports'] as const;
type Section = (typeof SECTIONS)[number];

/** The admin area's sections (/admin/users, /admin/properties…), named by the last path segment. */
export default function AdminSection() {
  const { t } = useTranslation('pages');
  const last = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const section: Section = SECTIONS.find((s) => s === last) ?? 'users';
  return <PlaceholderPage title={t(`admin.${section}.title`)} soon={t(`admin.${section}.soon`)} />;
}
