import type { Notification } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
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

/**
 * One mail per notification, in its recipient's language (decision 066). A failed send is
 * logged and does not stop the others: the bell has the notification all the same.
 */
export async function sendNotificationMails(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'log'>,
  notifications: readonly Notification[],
  link: MailLink,
): Promise<void> {
  const recipients = await recipientsOf(
    deps.db,
    notifications.map((n) => n.userId),
  );
  for (const notification of notifications) {
    const to = recipients.get(notification.userId);
    if (!to) continue;
    const path = link.pathFor[notification.userId] ?? '/notifications';
    const lang = languageOf(to.language);
    const { title, body } = notificationText(lang, notification);
    try {
      await deps.mailer.send(
        notificationMail({
          to: to.email,
          firstName: to.firstName,
          title,
          body,
          // The callers' button words are English; another language gets "Open Nivaas".
          cta: lang === 'en' ? link.cta : translate(lang, 'mail.open'),
          link: `${deps.config.publicUrl}${path}`,
          lang,
        }),
      );
    } catch (err) {
      deps.log.error({ err, notificationId: notification.id }, 'notification mail failed');
    }
  }
}
