import { useTranslation } from '../../../lib/use-translation';

/** The services texts, with common's (errors, actions) as the fallback. */
export const useServicesT = () => useTranslation(['services', 'common']);
