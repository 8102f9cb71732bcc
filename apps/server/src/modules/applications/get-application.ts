import type { Application } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { assertMayView, assertReadable } from './applications.policy';
import { findApplication, type ApplicationRow } from './applications.repository';
import { presentApplication } from './present-application';

/** The application if the caller may read it (its applicant, the listing's owner, an admin). */
export async function loadReadableApplication(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth | null,
  id: string,
): Promise<ApplicationRow> {
  assertMayView(caller);
  const row = await findApplication(deps.db, id);
  assertReadable(caller, row);
  return row as ApplicationRow;
}

export async function getApplication(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
  id: string,
): Promise<Application> {
  return presentApplication(deps, await loadReadableApplication(deps, caller, id));
}
