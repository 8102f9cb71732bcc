import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { errorMessage, type Translate } from './error-messages';

/** A red notice saying why an act failed, in the reader's words; `title` names what failed. */
export function notifyFailure(t: Translate, error: unknown, title?: ReactNode): void {
  notifications.show({ color: 'red', title, message: errorMessage(t, error) });
}
