import type { Notification } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { deliveryWorkerOf, queueDeliveries } from '../../plugins/deliveries/deliveries';
import { notificationMail } from '../../plugins/mail/templates';
import { languageOf, translate } from '../../lib/texts/translate';
import { notificationText } from './notification-text';
import { recipientsOf } from './recipients.repository';

/** The page of the web app a recipient acts on the notification from, by their side. */
export interface MailLink {
  /** Path for each recipient; e.g. the owner's listing page or the tenant's home. */
  pathFor: Record<string, string>;
  cta: string;
}

/** A notification's mail waiting in the outbox: the notice, its page and button words. */
interface MailDelivery {
  notification: Notification;
  path: string;
  cta: string;
}

/** How long a notification's mail is worth sending (a mail server down for longer loses it). */
const MAIL_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The mails of stored notifications that ask for one (decision 072): written to the outbox in
 * the notification's transaction and sent after commit in the background, so a slow mail server
 * never slows the request; a failed send is tried again later.
 */
export function queueNotificationMails(
  deps: Pick<Deps, 'bus' | 'db' | 'mailer' | 'config' | 'clock' | 'log'>,
): void {
  const worker = deliveryWorkerOf(deps);
  worker.handle('mail', (payload) => sendNotificationMail(deps, payload as MailDelivery));
  deps.bus.onInTransaction('notifications.stored', async ({ notifications, mail }, { trx }) => {
    if (!mail) return;
    await queueDeliveries(
      trx,
      notifications.map((notification) => ({
        channel: 'mail' as const,
        userId: notification.userId,
        payload: {
          notification,
          path: mail.pathFor[notification.userId] ?? '/notifications',
          cta: mail.cta,
        } satisfies MailDelivery,
        ttlMs: MAIL_TTL_MS,
      })),
      deps.clock.now(),
    );
  });
  deps.bus.onAfterCommit('notifications.stored', ({ mail }) => {
    if (mail) worker.kick();
  });
}

/**
 * One notification's mail, in its recipient's language as it is when sent (decision 066).
 * Nobody to send to (the account is gone) is done; a failed send throws, to be tried again.
 */
async function sendNotificationMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  { notification, path, cta }: MailDelivery,
): Promise<void> {
  const to = (await recipientsOf(deps.db, [notification.userId])).get(notification.userId);
  if (!to) return;
  const lang = languageOf(to.language);
  const { title, body } = notificationText(lang, notification);
  await deps.mailer.send(
    notificationMail({
      to: to.email,
      firstName: to.firstName,
      title,
      body,
      // The callers' button words are English; another language gets "Open Nivaas".
      cta: lang === 'en' ? cta : translate(lang, 'mail.open'),
      link: `${deps.config.publicUrl}${path}`,
      lang,
    }),
  );
}
