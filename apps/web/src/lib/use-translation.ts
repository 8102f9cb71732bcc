import { useTranslation as useI18nextTranslation, type UseTranslationOptions } from 'react-i18next';
import type { Namespace, Translate } from './translate';

type Namespaces<N> = N extends readonly (infer M)[] ? M : N;

/**
 * react-i18next's `useTranslation` with a `t` that knows its keys (lib/translate): the first
 * namespace is read first, then the others in order, then common (the fallback namespace). The
 * `places` namespace, keyed by the dataset's names, is read through react-i18next's own
 * (lib/place-names).
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(
  ns?: N,
  options?: UseTranslationOptions<undefined>,
) {
  const { t, i18n, ready } = useI18nextTranslation(ns, options);
  const typed: Translate<(Namespaces<N> & Namespace) | 'common'> = t;
  return { t: typed, i18n, ready };
}
