import { SAVED_LOCATION_MESSAGES } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { cleanPlainText } from '../../lib/plain-text';

/** The name to store ("Office", "College"): plain text, on one line. */
export function savedLocationName(value: string): string {
  const name = cleanPlainText(value).replace(/\s+/g, ' ');
  if (!name)
    throw new AppError('invalid-argument', undefined, { name: SAVED_LOCATION_MESSAGES.name });
  return name;
}
