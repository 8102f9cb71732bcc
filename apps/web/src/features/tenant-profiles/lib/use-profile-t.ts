import { useTranslation } from '../../../lib/use-translation';

/** The tenant profile's texts, with common's as the fallback. */
export const useProfileT = () => useTranslation(['tenantProfile', 'applicationForms', 'common']);
