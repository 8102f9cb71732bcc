import { z } from 'zod';
import { cleanText, isInvisibleText, TEXT_MESSAGES } from '../text';

type StringParams = Parameters<typeof z.string>[0];

const visible = (value: string) => !isInvisibleText(value);

/**
 * A person's text on one line (a name, a title, a place) under the shared text rule
 * (../text.ts): control characters and bidirectional overrides removed, trimmed, and refused
 * when only invisible characters are left. Chain `.min()` / `.max()` as on any string.
 */
export const lineText = (params?: StringParams) =>
  z
    .string(params)
    .overwrite((value) => cleanText(value))
    .refine(visible, TEXT_MESSAGES.invisible);

/** The same rule for text of several lines (a bio, a description, a message): \n and tabs stay. */
export const multilineText = (params?: StringParams) =>
  z
    .string(params)
    .overwrite((value) => cleanText(value, { multiline: true }))
    .refine(visible, TEXT_MESSAGES.invisible);
