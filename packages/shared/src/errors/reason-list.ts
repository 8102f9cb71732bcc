import type { ErrorCode } from './codes';

/** One reason: the code (and so the HTTP status) it answers with, and its English message. */
export interface ReasonEntry {
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * The shape of a slice's reason list: every key is `<slice>.<what>`, so
 * `{ 'comment.x': … } satisfies ReasonList<'property'>` does not compile.
 */
export type ReasonList<Slice extends string> = {
  readonly [K in `${Slice}.${string}`]: ReasonEntry;
};
