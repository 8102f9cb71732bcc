import { isPhoneOnlyEmail } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
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

type DigestDeps = Pick<Deps, 'db' | 'bus' | 'mailer' | 'config' | 'clock' | 'log'>;

/** The searches a digest carries, each with how many new homes it found. */
function searchesOf(alerts: readonly WaitingAlert[]) {
  const bySearch = new Map<
    string,
    { savedSearchId: string; searchName: string; query: string; homes: number }
  >();
  for (const a of alerts) {
    const seen = bySearch.get(a.savedSearchId);
    if (seen) seen.homes++;
    else
      bySearch.set(a.savedSearchId, {
        savedSearchId: a.savedSearchId,
        searchName: a.searchName,
        query: a.query,
        homes: 1,
      });
  }
  return [...bySearch.values()];
}

/**
 * Sends each person with waiting digest alerts one digest of them, unless they had one in the
 * last 24 hours (those wait for tomorrow's): a bell notification summing up the day's new homes
 * per search (pushed to their browsers, per their push settings), and, when they have an email
 * address, the digest mail listing the homes. A phone-only account (a stand-in address, never
 * mailed) gets the bell and push alone.
 *
 * Alerts are claimed before anything goes, so two instances never send one twice; nothing is
 * marked handled that did not reach the person some way. Without an address the claim and the
 * bell notification commit together. With one, a failed mail releases the claim for the next
 * pass (and rings no bell yet, so the retry does not ring twice). Returns how many digests went.
 */
export async function sendDigests(deps: DigestDeps): Promise<number> {
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
    const searches = searchesOf(alerts);
    const at = now.toISOString();
    const upTo = alerts.reduce((max, a) => (a.createdAt > max ? a.createdAt : max), '');
    const ids = searches.map((s) => s.savedSearchId);
    const ringBell = (claim: boolean) =>
      inTransaction(deps, async (trx, emit) => {
        if (claim && !(await claimForDigest(trx, person.id, ids, upTo, at))) return false;
        emit('saved-search.digest-due', {
          userId: person.id,
          at,
          homes: new Set(alerts.map((a) => a.propertyId)).size,
          searches,
        });
        return true;
      });

    if (isPhoneOnlyEmail(person.email)) {
      try {
        if (await ringBell(true)) sent++;
      } catch (err) {
        deps.log.error({ err, userId: person.id }, 'saved-search digest notification failed');
      }
      continue;
    }

    if (!(await claimForDigest(deps.db, person.id, ids, upTo, at))) continue;
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
          unsubscribe: searches.map(({ savedSearchId, searchName }) => ({
            searchName,
            link: `${base}/saved-searches/unsubscribe?token=${unsubscribeToken(deps.config.authSecret, savedSearchId)}`,
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
    // The mail reached them; the bell (and push) is the app's own way back to the homes.
    try {
      await ringBell(false);
    } catch (err) {
      deps.log.error({ err, userId: person.id }, 'saved-search digest notification failed');
    }
  }
  return sent;
}
