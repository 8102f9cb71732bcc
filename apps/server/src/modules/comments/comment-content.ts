import { COMMENT_MESSAGES } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { cleanPlainText } from '../../lib/plain-text';

/** The text to store; one left blank once invisible characters are gone is refused like a blank one. */
export function commentContent(value: string): string {
  const content = cleanPlainText(value);
  if (!content)
    throw new AppError('invalid-argument', undefined, {
      content: COMMENT_MESSAGES.contentRequired,
    });
  return content;
}
