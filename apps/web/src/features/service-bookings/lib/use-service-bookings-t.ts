import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The service booking texts, with services' labels and common's (errors) as fallbacks. */
export function useServiceBookingsT() {
  const result = useTranslation(['serviceBookings', 'services', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
