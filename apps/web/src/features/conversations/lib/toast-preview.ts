import { MESSAGE_TOAST_PREVIEW_CHARS } from '@nivaas/shared';

/**
 * The toast's preview: the text cut to 50 characters (spec section 9), whole characters only
 * (an emoji or a Devanagari letter is never split into garbage), with an ellipsis when cut.
 */
export function toastPreview(content: string, max: number = MESSAGE_TOAST_PREVIEW_CHARS): string {
  const text = content.replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}
