import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The rent escalation's texts, with common's as the fallback. */
export function useRentT() {
  const result = useTranslation(['rentEscalation', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
