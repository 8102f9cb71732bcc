import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The applications' texts, with the form's and common's as fallbacks. */
export function useAppsT() {
  const result = useTranslation(['applications', 'applicationForms', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
