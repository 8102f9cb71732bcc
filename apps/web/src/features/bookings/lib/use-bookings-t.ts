import { useTranslation } from '../../../lib/use-translation';

/** The stays' texts, with common's as the fallback. */
export const useBookingsT = () => useTranslation(['bookings', 'common']);
