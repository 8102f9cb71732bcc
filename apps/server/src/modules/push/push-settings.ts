import { PUSH_KINDS, type PushKind, type PushSettings } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { kindsOffOf, saveKindsOff } from './push.repository';

const present = (off: ReadonlySet<PushKind>): PushSettings => ({
  kinds: Object.fromEntries(PUSH_KINDS.map((k) => [k, !off.has(k)])) as PushSettings['kinds'],
});

/** Which kinds the caller is pushed: all, until they turn some off. */
export async function getPushSettings(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
): Promise<PushSettings> {
  const off = await kindsOffOf(deps.db, [caller.userId]);
  return present(off.get(caller.userId) ?? new Set());
}

export async function savePushSettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: RequestAuth,
  settings: PushSettings,
): Promise<PushSettings> {
  const off = PUSH_KINDS.filter((k) => !settings.kinds[k]);
  await saveKindsOff(deps.db, caller.userId, off, deps.clock.now().toISOString());
  return present(new Set(off));
}
