import { errorMessage, type Translate } from '../../../lib/error-messages';

/**
 * A chat failure in the reader's language. Chat refusals carry their own reasons
 * (`chat.too-fast`, `chat.thread-blocked`, `chat.pre-apply-limit`…), so a 429 says "You are
 * sending messages too quickly…" and a refused send says why, through the one reason table.
 */
export const chatError = (t: Translate, error: unknown): string => errorMessage(t, error);
