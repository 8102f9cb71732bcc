import { useTranslation } from '../../../lib/use-translation';

/** The rent escalation's texts, with common's as the fallback. */
export const useRentT = () => useTranslation(['rentEscalation', 'common']);
