import { useTranslation } from '../../../lib/use-translation';
import type { Translate } from '../../../lib/error-messages';

/** The builder's texts, with common's as the fallback (errors, field messages). */
export function useFormsT() {
  const result = useTranslation(['applicationForms', 'common']);
  return { ...result, tr: result.t as unknown as Translate };
}
