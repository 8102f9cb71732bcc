import { cleanText } from '@nivaas/shared';

/**
 * User text is stored as plain text and always rendered as text, never as HTML, so markup is
 * kept as typed. Only what no screen shows is dropped, by the shared text rule
 * (@nivaas/shared text.ts): control characters (NUL cannot even be stored by PostgreSQL) other
 * than line breaks and tabs, and bidirectional overrides; line endings become \n.
 */
export function cleanPlainText(value: string): string {
  return cleanText(value, { multiline: true });
}
