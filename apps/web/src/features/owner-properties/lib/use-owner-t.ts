import { useTranslation } from '../../../lib/use-translation';

/**
 * The owner screens' texts, with common's as the fallback: `errorMessage` and
 * `translateFieldErrors` find this namespace's `validation` and `errors.server` tables first.
 */
export const useOwnerT = () => useTranslation(['owner', 'common']);
