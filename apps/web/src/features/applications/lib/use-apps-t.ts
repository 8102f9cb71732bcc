import { useTranslation } from '../../../lib/use-translation';

/** The applications' texts, with the form's and common's as fallbacks. */
export const useAppsT = () => useTranslation(['applications', 'applicationForms', 'common']);
