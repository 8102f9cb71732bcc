import type { ColumnType } from 'kysely';

export interface OutboxMailsTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the mail (verification or reset), for the dev outbox page. */
  link: string;
  createdAt: string;
  /** 'mail' or 'sms' (034-sms-outbox); an SMS is `to` a number, its words in `text`. */
  channel: ColumnType<string, string | undefined, string>;
}

/** The mailer (plugins/mail): mails kept in the dev outbox instead of being sent. */
export interface MailTables {
  outbox_mails: OutboxMailsTable;
}
