import { useTranslation } from '../../../lib/use-translation';

/** The dues' and payments' texts, with common's as the fallback. */
export const useMoneyT = () => useTranslation(['money', 'common']);
