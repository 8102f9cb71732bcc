import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, type Application } from '@nivaas/shared';
import { as, makeUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeImage } from '../../../test/images';
import { makeProperty } from '../../../test/properties';
import { applySimple, call, makeCast, type Cast } from '../../../test/applications';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await buildTestApp();
  c = await makeCast(t);
}, 60_000);
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const message = { field: 'message', value: 'I work nearby and would like to move in next month.' };
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'application_documents');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
};
const rowsFor = async (propertyId: string) =>
  (
    await t.app.db
      .selectFrom('applications')
      .select('id')
      .where('propertyId', '=', propertyId)
      .execute()
  ).length;

describe('a simple application', () => {
  it('carries a message and documents typed by their bytes, pending, images re-encoded', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await applySimple(t, c.seeker, listing.id, [
      message,
      // The browser's claims are ignored: this PNG says it is a PDF, the PDF says nothing.
      {
        field: 'documents',
        filename: 'id-card.pdf',
        contentType: 'application/pdf',
        data: await makeImage('png'),
      },
      {
        field: 'documents',
        filename: 'payslip.pdf',
        contentType: 'application/octet-stream',
        data: PDF,
      },
    ]);
    expect(res.statusCode).toBe(201);
    const application = res.json<{ application: Application }>().application;
    expect(application).toMatchObject({
      kind: 'simple',
      status: 'pending',
      message: message.value,
      fields: [],
      answers: {},
    });
    expect(application.documents.map((d) => [d.type, d.name])).toEqual([
      ['image', 'id-card.pdf'],
      ['pdf', 'payslip.pdf'],
    ]);
    const image = await t.app.inject({
      method: 'GET',
      url: application.documents[0]!.url,
      headers: as(c.owner),
    });
    expect(image.headers['content-type']).toBe('image/webp');
    const pdf = await t.app.inject({
      method: 'GET',
      url: application.documents[1]!.url,
      headers: as(c.owner),
    });
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('may come without documents; the owner decides it like any other', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await applySimple(t, c.otherSeeker, listing.id, [message]);
    const { id } = res.json<{ application: Application }>().application;
    const approved = await call(t, c.owner, 'POST', `/api/applications/${id}/approve`);
    expect(approved.json().application.status).toBe('approved');
  });

  it.each([
    [
      'a program renamed .pdf',
      415,
      'application.document-type',
      Buffer.from('MZ\x90\x00 not a pdf'),
    ],
    [
      'an SVG',
      415,
      'application.document-type',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    [
      'a file over 10 MB',
      413,
      'application.document-too-large',
      Buffer.concat([PDF, Buffer.alloc(APPLICATION_LIMITS.documentMaxBytes)]),
    ],
  ])('refuses %s (%i) and keeps nothing', async (_name, status, reason, data) => {
    const listing = await makeProperty(t.app, c.owner);
    const before = storedFiles().length;
    const res = await applySimple(t, c.seeker, listing.id, [
      message,
      { field: 'documents', filename: 'fine.pdf', contentType: 'application/pdf', data: PDF },
      { field: 'documents', filename: 'doc.pdf', contentType: 'application/pdf', data },
    ]);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.reason).toBe(reason);
    expect(await rowsFor(listing.id)).toBe(0);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a missing message and too many documents (400) and keeps nothing', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const noMessage = await applySimple(t, c.seeker, listing.id, [
      { field: 'documents', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error.fields).toEqual({
      message: APPLICATION_MESSAGES.messageRequired,
    });
    const many = await applySimple(t, c.seeker, listing.id, [
      message,
      ...Array.from({ length: APPLICATION_LIMITS.documentsMax + 1 }, (_, i) => ({
        field: 'documents',
        filename: `${i}.pdf`,
        contentType: 'application/pdf',
        data: PDF,
      })),
    ]);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({ documents: APPLICATION_MESSAGES.tooManyDocuments });
    expect(await rowsFor(listing.id)).toBe(0);
  });

  it('counts as the one live application: a form application after it is a 409, and the other way round', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const seeker = await makeUser(t.app, 'tenant');
    const first = await applySimple(t, seeker, listing.id, [message]);
    const again = await call(t, seeker, 'POST', `/api/properties/${listing.id}/applications`, {
      answers: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual({
      applicationId: first.json<{ application: Application }>().application.id,
    });
    const simpleAgain = await applySimple(t, seeker, listing.id, [message]);
    expect(simpleAgain.statusCode).toBe(409);
  });

  it('takes its files along when withdrawn', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await applySimple(t, c.seeker, listing.id, [
      message,
      { field: 'documents', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    const application = res.json<{ application: Application }>().application;
    const before = storedFiles().length;
    expect(
      (await call(t, c.seeker, 'DELETE', `/api/applications/${application.id}`)).statusCode,
    ).toBe(204);
    expect(storedFiles().length).toBe(before - 1);
    const file = await t.app.inject({
      method: 'GET',
      url: application.documents[0]!.url,
      headers: as(c.seeker),
    });
    expect(file.statusCode).toBe(404);
  });
});
