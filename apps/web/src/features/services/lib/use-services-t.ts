import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The services texts, with common's (errors, actions) as the fallback. */
export function useServicesT() {
  const result = useTranslation(['services', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
