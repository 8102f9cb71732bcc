import { describeError, errorMessage, type Translate } from '../../../lib/error-messages';

/**
 * A chat failure in the reader's language. The server's chat texts (CHAT_MESSAGES, kept equal to
 * messages.json `errors.server` by a test) win over the generic reading of the status, so a 429
 * says "You are sending messages too quickly…" and a refused send says why.
 */
export function chatError(t: Translate, error: unknown): string {
  const { message } = describeError(error);
  const fields =
    error && typeof error === 'object' && 'fields' in error
      ? Object.values((error as { fields?: Record<string, string> }).fields ?? {})
      : [];
  const table = t('messages:errors.server', { lng: 'en', returnObjects: true });
  if (table && typeof table === 'object') {
    const entries = Object.entries(table as Record<string, unknown>);
    for (const text of [...fields, message]) {
      const hit = entries.find(([, english]) => english === text);
      if (hit) return String(t(`messages:errors.server.${hit[0]}`));
    }
  }
  return errorMessage(t, error);
}
