import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The dues' and payments' texts, with common's as the fallback. */
export function useMoneyT() {
  const result = useTranslation(['money', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
