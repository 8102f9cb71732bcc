import { useTranslation } from '../../../lib/use-translation';

/** The roommate texts, with common's (errors, actions) as the fallback. */
export const useRoommatesT = () => useTranslation(['roommates', 'common']);
