export interface OutboxMailsTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the mail (verification or reset), for the dev outbox page. */
  link: string;
  createdAt: string;
}

/** The mailer (plugins/mail): mails kept in the dev outbox instead of being sent. */
export interface MailTables {
  outbox_mails: OutboxMailsTable;
}
