import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The roommate texts, with common's (errors, actions) as the fallback. */
export function useRoommatesT() {
  const result = useTranslation(['roommates', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
