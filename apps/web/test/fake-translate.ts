import type { TOptions } from 'i18next';
import type { Namespace, Translate } from '../src/lib/translate';

/**
 * A `t` for tests of helpers that take one: `read` gets the key as a string and the options as
 * given (undefined when none, or a default text).
 */
export function fakeTranslate(
  read: (key: string, options?: Record<string, unknown>) => string,
): Translate<Namespace> {
  return (key: string | readonly string[], options?: TOptions | string) =>
    read(
      typeof key === 'string' ? key : (key[0] ?? ''),
      typeof options === 'object' ? options : undefined,
    );
}
