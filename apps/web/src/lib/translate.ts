import type { TOptions } from 'i18next';
import type { TranslationKeys, TranslationTables } from './translation-keys';

/**
 * What a `t()` accepts: the keys of the English texts (translation-keys.ts, written from
 * src/locales/en), so a key no namespace holds is a compile error (decision 076).
 */
export type Namespace = keyof TranslationKeys;

type Prefixed<Keys> = { [N in keyof Keys & string]: `${N}:${Keys[N] & string}` }[keyof Keys &
  string];

/** A key of the namespaces' own texts, of common's (i18next's fallbackNS) or any `ns:key`. */
export type TextKey<N extends Namespace = 'common'> =
  TranslationKeys[N | 'common'] | Prefixed<TranslationKeys>;

/** The keys of namespace N under `group.`, without it (`errors.network` → `network`). */
export type KeysUnder<
  N extends Namespace,
  Group extends string,
> = TranslationKeys[N] extends infer K
  ? K extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;

/** An object or array of texts, read whole with `returnObjects: true`. */
export type TableKey<N extends Namespace = 'common'> =
  TranslationTables[N | 'common'] | Prefixed<TranslationTables>;

declare const found: unique symbol;

/**
 * A key read off a table of texts at run time (a field message's key, found by its English
 * text in whichever namespace's `validation` table holds it); made only by `foundKey`.
 */
export type FoundKey = string & { readonly [found]: true };

/** `group.name` once the table read with `group` is seen to hold `name`, else null. */
export function foundKey(group: string, table: object, name: string): FoundKey | null {
  return Object.hasOwn(table, name) ? (`${group}.${name}` as FoundKey) : null;
}

/**
 * A `t` that reads the texts of keys K, the tables of keys Tables, and keys under the tables
 * Open with a default text. A `t` over more keys serves where fewer are asked for (`in`).
 */
export interface Translator<in K extends string, in Tables extends string, in Open extends string> {
  (key: K | FoundKey | readonly K[], options?: TOptions | string): string;
  /**
   * A key under a table built from a value the server may know and this build not (a newer
   * audit action, a subcategory a provider typed): what to show then is required.
   */
  (key: `${Open}.${string}`, options: TOptions & { defaultValue: string }): string;
  (key: Tables, options: TOptions & { returnObjects: true }): unknown;
}

/**
 * The `t` of `useTranslation` over namespaces N (lib/use-translation, which adds common, the
 * fallback namespace): a text by its key (with options, or a default text), or a table of texts
 * (`returnObjects`). Any is a `Translate`, common's, which the shared helpers take (error
 * messages, formatters).
 */
export type Translate<N extends Namespace = 'common'> = Translator<
  TextKey<N>,
  TableKey<N>,
  TranslationTables[N]
>;
