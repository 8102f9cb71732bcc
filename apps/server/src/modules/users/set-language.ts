import type { LanguageChoice } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';

/**
 * The caller's language, as picked in the language switch (decision 066): their next push,
 * mail and SMS is written in it. The body is checked against the shared list before this runs,
 * so an unknown language changes nothing.
 */
export async function setLanguage(
  deps: Pick<Deps, 'db'>,
  userId: string,
  input: LanguageChoice,
): Promise<LanguageChoice> {
  const updated = await deps.db
    .updateTable('users')
    .set({ language: input.language })
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('user.not-logged-in');
  return { language: input.language };
}
