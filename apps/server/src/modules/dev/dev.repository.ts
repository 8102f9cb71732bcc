import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  createdAt: string;
}

/** The newest mails of the dev outbox, optionally only those to one address. */
export async function listOutbox(
  db: Kysely<Database>,
  opts: { to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('outbox_mails')
    .select(['id', 'to', 'subject', 'text', 'link', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit);
  if (opts.to) query = query.where('to', '=', opts.to.trim().toLowerCase());
  return query.execute();
}
