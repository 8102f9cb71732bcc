import type { LanguageCode } from '@nivaas/shared';
import { translate } from '../../lib/texts/translate';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Msg91Settings } from '../../config';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { newId } from '../../lib/ids';
import { routineLogsMuted } from '../../lib/routine-logs';

/** One text message to one number. */
export interface Sms {
  /** E.164, e.g. +919876543210. */
  to: string;
  /** The whole message, as the dev outbox shows it. */
  text: string;
  /** The one-time code it carries: a provider's registered template fills it in. */
  code: string;
  /** The language `text` is in: the provider's template in that language, where there is one. */
  language: LanguageCode;
}

/** Sends SMS: through MSG91 when it is configured, else into the dev outbox (decision 046). */
export interface SmsSender {
  kind: 'msg91' | 'outbox';
  send(sms: Sms): Promise<void>;
}

export class SmsFailed extends Error {}

/**
 * MSG91's flow API: one POST per message, the number without its `+`, the code as the template's
 * `otp` variable. India's DLT rules require the registered template; MSG91 applies it. The
 * template is the message's language's when one is set (MSG91_TEMPLATE_ID_HI, _TE, _TA), else
 * the English one.
 */
function msg91Sender(settings: Msg91Settings, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'msg91',
    async send(sms) {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          authkey: settings.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: settings.templateIds[sms.language] ?? settings.templateId,
          short_url: '0',
          recipients: [{ mobiles: sms.to.replace(/^\+/, ''), otp: sms.code }],
        }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const body = await response.text();
      let type: unknown;
      try {
        type = (JSON.parse(body) as { type?: unknown }).type;
      } catch {
        type = undefined;
      }
      // MSG91 answers 200 with `{ type: 'error', message }` for a refused request.
      if (!response.ok || type === 'error') {
        log.error({ status: response.status, body: body.slice(0, 300) }, 'sms: MSG91 refused');
        throw new SmsFailed(`MSG91 answered ${response.status}`);
      }
      log.info({ to: `…${sms.to.slice(-4)}` }, 'sms sent');
    },
  };
}

/** Messages kept in the dev outbox (/dev/outbox) beside the mails, and printed in the log. */
function outboxSender(db: Kysely<Database>, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'outbox',
    async send(sms) {
      await db
        .insertInto('outbox_mails')
        .values({
          id: newId(),
          to: sms.to,
          subject: 'SMS',
          text: sms.text,
          html: '',
          link: '',
          channel: 'sms',
          createdAt: nowIso(),
        })
        .execute();
      if (routineLogsMuted()) return;
      log.info({ to: sms.to }, 'dev outbox: SMS stored (see /dev/outbox)');
    },
  };
}

export function createSmsSender(opts: {
  msg91: Msg91Settings | null;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): SmsSender {
  return opts.msg91 ? msg91Sender(opts.msg91, opts.log) : outboxSender(opts.db, opts.log);
}

/** The words of a sign-in code's SMS in the person's language (the provider's template says the same in English). */
export function codeMessage(code: string, minutes: number, language: LanguageCode = 'en'): string {
  return translate(language, 'sms.code', { code, minutes });
}
