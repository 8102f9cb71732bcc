import type { ReactElement } from 'react';
import { Trans as I18nextTrans } from 'react-i18next';
import type { Namespace, TextKey } from './translate';

/**
 * react-i18next's `Trans` (a text with markup, `<terms>…</terms>`, filled with elements) with
 * its key checked like `t()`'s (lib/translate): `ns` names the namespace read first.
 */
export function Trans<N extends Namespace>({
  ns,
  i18nKey,
  values,
  components,
}: {
  ns: N;
  i18nKey: TextKey<N>;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const key: string = i18nKey;
  return <I18nextTrans ns={ns} i18nKey={key} values={values} components={components} />;
}
