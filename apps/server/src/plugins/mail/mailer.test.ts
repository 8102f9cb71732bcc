import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/build-test-app';
import { capturingLogger } from '../../../test/captured-log';
import type { Db } from '../../db/client';
import { withRoutineLogsMuted } from '../../lib/routine-logs';
import { createMailer } from './mailer';
import { resetPasswordMail } from './templates';

let database: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDb());
});
afterAll(async () => drop());

const LINK =
  'https://nivaas.example/api/auth/reset-password/secret-reset-token?callbackURL=%2Fauth%2Freset-password';

describe('the outbox mailer', () => {
  it('keeps reset links out of the log where diagnostics are off (production)', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Nivaas <no-reply@nivaas.local>',
      db: database.db,
      log,
      logLinks: false,
    });
    await mailer.send(resetPasswordMail('prod-user@example.in', LINK));
    expect(lines.join('')).toContain('Reset your Nivaas password');
    expect(lines.join('')).not.toContain('secret-reset-token');
  });

  it('prints the link on a laptop, where the log is the inbox', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Nivaas <no-reply@nivaas.local>',
      db: database.db,
      log,
      logLinks: true,
    });
    await mailer.send(resetPasswordMail('dev-user@example.in', LINK));
    expect(lines.join('')).toContain('secret-reset-token');
  });

  it('stores the demo seed’s mails without a line each, so they do not bury the start banner', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Nivaas <no-reply@nivaas.local>',
      db: database.db,
      log,
      logLinks: true,
    });
    await withRoutineLogsMuted(() => mailer.send(resetPasswordMail('seeded@example.in', LINK)));
    expect(lines).toEqual([]);
    const stored = await database.db
      .selectFrom('outbox_mails')
      .select('subject')
      .where('to', '=', 'seeded@example.in')
      .execute();
    expect(stored).toEqual([{ subject: 'Reset your Nivaas password' }]);
  });
});
