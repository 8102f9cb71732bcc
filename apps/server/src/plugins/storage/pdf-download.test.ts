import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ChatMessage } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread } from '../../../test/conversations';
import { makeProperty } from '../../../test/properties';
import { makeImage } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';

/**
 * PDFs sent in a chat or with an application are downloaded, never shown inline: a PDF with an
 * /OpenAction script, or a PDF/HTML polyglot, must not run in a page of our origin. Their names
 * lose bidirectional overrides, so `\u202efdp.exe` cannot pass for "exe.pdf".
 */
let t: TestApp;
let seeker: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  seeker = await makeUser(t.app, 'tenant');
  owner = await makeUser(t.app, 'owner');
}, 60_000);
afterAll(() => t.close());

// A PDF with a JavaScript open action that is also an HTML page.
const POLYGLOT = Buffer.from(
  '%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n' +
    '1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const BIDI_NAME = 'invoice\u202efdp.exe';

const load = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname, headers: as(user) });

const expectDownload = (headers: Record<string, unknown>, ascii: string, utf8: string): void => {
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe(
    `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(String(headers['content-security-policy'])).toContain('sandbox');
};

describe('chat PDFs', () => {
  it('are downloaded under their cleaned name, never shown inline', async () => {
    const thread = await openThread({ app: t.app }, seeker, { userId: owner.id });
    const { payload, headers } = multipartBody([
      { field: 'file', filename: BIDI_NAME, contentType: 'application/pdf', data: POLYGLOT },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/attachments?clientKey=${newId()}`,
      headers: { ...as(seeker), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const attachment = res.json<{ message: ChatMessage }>().message.attachments[0]!;
    expect(attachment.name).toBe('invoicefdp.exe');
    const file = await load(owner, attachment.url);
    expect(file.statusCode).toBe(200);
    expectDownload(file.headers, 'invoicefdp.exe.pdf', 'invoicefdp.exe.pdf');
  });

  it('keep a photo inline', async () => {
    const thread = await openThread({ app: t.app }, seeker, { userId: owner.id });
    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: 'flat.png',
        contentType: 'image/png',
        data: await makeImage('png'),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/attachments?clientKey=${newId()}`,
      headers: { ...as(seeker), ...headers },
      payload,
    });
    const file = await load(
      owner,
      res.json<{ message: ChatMessage }>().message.attachments[0]!.url,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBeUndefined();
  });
});

describe('application PDFs', () => {
  it('are downloaded under their cleaned name, in UTF-8 and in ASCII', async () => {
    const listing = await makeProperty(t.app, owner);
    const { payload, headers } = multipartBody([
      { field: 'message', value: 'I work nearby.' },
      {
        field: 'documents',
        filename: 'वेतन पर्ची\u202e.pdf',
        contentType: 'application/pdf',
        data: POLYGLOT,
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/applications/simple`,
      headers: { ...as(seeker), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const document = res.json<{ application: Application }>().application.documents[0]!;
    expect(document.name).toBe('वेतन पर्ची.pdf');
    for (const reader of [owner, seeker]) {
      const file = await load(reader, document.url);
      expect(file.statusCode).toBe(200);
      expectDownload(file.headers, '____ _____.pdf', encodeURIComponent('वेतन पर्ची.pdf'));
    }
  });
});
