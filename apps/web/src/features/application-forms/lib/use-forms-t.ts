import { useTranslation } from '../../../lib/use-translation';

/** The builder's texts, with common's as the fallback (errors, field messages). */
export const useFormsT = () => useTranslation(['applicationForms', 'common']);
