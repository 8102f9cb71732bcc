import { useTranslation } from '../../../lib/use-translation';
import { intlLocale } from '../../../lib/format';

/** The admin namespace (common as fallback) and the reader's locale for numbers and dates. */
export function useAdminT() {
  const { t, i18n } = useTranslation(['admin', 'common', 'reports']);
  return { t, locale: intlLocale(i18n.language) };
}
