import type { Deps } from '../../plugins/events/deps';
import { savedSearchDigestMail } from '../../plugins/mail/templates';
import { languageOf } from '../../lib/texts/translate';
import {
  claimForDigest,
  lastDigestOf,
  releaseDigestClaim,
  waitingDigestAlerts,
  type WaitingAlert,
} from './saved-searches.repository';
import { unsubscribeToken } from './unsubscribe-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Waiting alerts read per pass; what is left waits for the next pass. */
const PASS_LIMIT = 5000;

/**
 * Mails each person with waiting digest alerts one digest of them, unless they had one in the
 * last 24 hours (those wait for tomorrow's). Alerts are claimed before their mail goes, so two
 * instances never send one twice; a failed send releases them for the next pass. Returns how
 * many mails went out.
 */
export async function sendDigests(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock' | 'log'>,
): Promise<number> {
  const now = deps.clock.now();
  const waiting = await waitingDigestAlerts(deps.db, PASS_LIMIT);
  const byUser = new Map<string, WaitingAlert[]>();
  for (const alert of waiting)
    byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
  const last = await lastDigestOf(deps.db, [...byUser.keys()]);
  const people = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'language'])
    .where('id', 'in', byUser.size > 0 ? [...byUser.keys()] : [''])
    .where('deletedAt', 'is', null)
    .execute();
  const base = deps.config.publicUrl;
  let sent = 0;
  for (const person of people) {
    const lastAt = last.get(person.id);
    if (lastAt && now.getTime() - Date.parse(lastAt) < DAY_MS) continue;
    const alerts = byUser.get(person.id) ?? [];
    const searches = new Map(alerts.map((a) => [a.savedSearchId, a.searchName]));
    const at = now.toISOString();
    const upTo = alerts.reduce((max, a) => (a.createdAt > max ? a.createdAt : max), '');
    if (!(await claimForDigest(deps.db, person.id, [...searches.keys()], upTo, at))) continue;
    try {
      await deps.mailer.send(
        savedSearchDigestMail({
          to: person.email,
          firstName: person.firstName,
          lang: languageOf(person.language),
          items: alerts.map((a) => ({
            title: a.title,
            city: a.city,
            searchName: a.searchName,
            link: `${base}/properties/${encodeURIComponent(a.propertyId)}`,
          })),
          unsubscribe: [...searches].map(([id, searchName]) => ({
            searchName,
            link: `${base}/saved-searches/unsubscribe?token=${unsubscribeToken(deps.config.authSecret, id)}`,
          })),
          allLink: `${base}/saved-searches`,
        }),
      );
    } catch (err) {
      deps.log.error({ err, userId: person.id }, 'saved-search digest mail failed');
      await releaseDigestClaim(deps.db, person.id, at);
      continue;
    }
    sent++;
  }
  return sent;
}
