import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The stays' texts, with common's as the fallback. */
export function useBookingsT() {
  const result = useTranslation(['bookings', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
