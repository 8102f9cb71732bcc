import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The tenant profile's texts, with common's as the fallback. */
export function useProfileT() {
  const result = useTranslation(['tenantProfile', 'applicationForms', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
