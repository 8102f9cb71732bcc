import { useTranslation } from '../../../lib/use-translation';

/** The service booking texts, with services' labels and common's (errors) as fallbacks. */
export const useServiceBookingsT = () => useTranslation(['serviceBookings', 'services', 'common']);
