import nodemailer from 'nodemailer';
import { isPhoneOnlyEmail } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowIso } from '../../db/dialect';
import { routineLogsMuted } from '../../lib/routine-logs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link in the mail, shown on the dev outbox page. */
  link?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the dev outbox (console + /dev/outbox). */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Print each mail's link (a sign-in token) in the log: laptops only, never production. */
  logLinks: boolean;
}): Mailer {
  const mailer = transportFor(opts);
  return {
    kind: mailer.kind,
    // An account made by phone has a stand-in address (decision 045): nothing is mailed to it.
    send: (mail) => (isPhoneOnlyEmail(mail.to) ? Promise.resolve() : mailer.send(mail)),
  };
}

function transportFor(opts: Parameters<typeof createMailer>[0]): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        opts.log.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await opts.db
        .insertInto('outbox_mails')
        .values({
          id: newId(),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          link: mail.link ?? '',
          createdAt: nowIso(),
        })
        .execute();
      // The dev outbox is the laptop's inbox: the link is printed so a new user can verify. The
      // demo seed's mails are for the outbox page only; printed, they would bury the start banner.
      if (routineLogsMuted()) return;
      opts.log.info(
        { to: mail.to, subject: mail.subject, ...(opts.logLinks ? { link: mail.link } : {}) },
        'dev outbox: mail stored (see /dev/outbox)',
      );
    },
  };
}
