import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessage, type Conversation } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { openThread } from '../../../test/conversations';
import { makeImage, makeJpegWithGps } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';

const t = useTestApp();
let seeker: TestUser;
let owner: TestUser;
let thread: Conversation;
beforeAll(async () => {
  seeker = await makeUser(t.app, 'tenant');
  owner = await makeUser(t.app, 'owner');
  thread = await openThread(t, seeker, { userId: owner.id });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const storedFiles = (): string[] => {
  const dir = path.join(t.dataDir, 'uploads', 'chat_attachments', thread.id);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const attach = (
  user: TestUser | null,
  file: { data: Buffer; filename: string; contentType: string },
  clientKey = newId(),
) => {
  const { payload, headers } = multipartBody([{ field: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${thread.id}/attachments?clientKey=${clientKey}`,
    headers: { ...as(user), ...headers },
    payload,
  });
};
const messages = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread.id}/messages`,
      headers: as(seeker),
    })
  ).json<{ messages: ChatMessage[] }>().messages;

describe('attachments', () => {
  it('sends a photo as an image message, re-encoded without its location, under the thread folder', async () => {
    const res = await attach(owner, {
      data: await makeJpegWithGps(),
      filename: 'flat.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const m = res.json<{ message: ChatMessage }>().message;
    expect(m.type).toBe('image');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0]).toMatchObject({ type: 'image', name: 'flat.jpg' });
    expect(m.attachments[0]!.url).toContain(`/chat_attachments/${thread.id}/`);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(m.attachments[0]!.url, 'http://x').pathname,
      headers: as(seeker),
    });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it("loads a thread's files only for its two participants, and keeps them out of shared caches", async () => {
    const res = await attach(seeker, {
      data: await makeImage('png', 64, 48),
      filename: 'id-card.png',
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const url = new URL(
      res.json<{ message: ChatMessage }>().message.attachments[0]!.url,
      'http://x',
    ).pathname;
    const stranger = await makeUser(t.app, 'tenant');
    const admin = await makeUser(t.app, 'admin');
    const load = (user: TestUser | null) => t.app.inject({ method: 'GET', url, headers: as(user) });
    for (const participant of [seeker, owner]) {
      const file = await load(participant);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    for (const outsider of [stranger, admin]) {
      const file = await load(outsider);
      expect(file.statusCode).toBe(404);
      expect(file.rawPayload.length).toBeLessThan(200);
    }
    const signedOut = await load(null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.rawPayload.length).toBeLessThan(200);
    // Another thread's id in the path does not open this one's files.
    const elsewhere = await openThread(t, stranger, { userId: owner.id });
    const swapped = url.replace(thread.id, elsewhere.id);
    expect((await load(stranger)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: swapped, headers: as(stranger) })).statusCode,
    ).toBe(404);
  });

  it('sends a PDF as a download, whatever the browser called it', async () => {
    const res = await attach(seeker, {
      data: PDF,
      filename: 'salary-slip.pdf',
      contentType: 'application/octet-stream',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      type: 'pdf',
      attachments: [{ type: 'pdf', name: 'salary-slip.pdf', size: PDF.length }],
    });
  });

  it('refuses a renamed program, an SVG with a script and an oversized file, storing nothing', async () => {
    const before = storedFiles().length;
    const count = (await messages()).length;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2048, 7)]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const renamed = await attach(seeker, {
      data: exe,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    const scripted = await attach(seeker, {
      data: svg,
      filename: 'plan.svg',
      contentType: 'image/svg+xml',
    });
    const huge = await attach(seeker, {
      data: Buffer.concat([PDF, Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes + 1)]),
      filename: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe(CHAT_MESSAGES.attachmentType);
    expect(scripted.statusCode).toBe(415);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(CHAT_MESSAGES.attachmentSize);
    expect(storedFiles()).toHaveLength(before);
    expect(await messages()).toHaveLength(count);
  });

  it('gives one message and one file for a retried upload', async () => {
    const before = storedFiles().length;
    const data = await makeImage('png', 200, 200);
    const file = { data, filename: 'a.png', contentType: 'image/png' };
    const first = await attach(seeker, file, 'upload-key-0001');
    const again = await attach(seeker, file, 'upload-key-0001');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  it("keeps strangers out before reading a byte, and a blocked thread's files out too", async () => {
    const stranger = await makeUser(t.app, 'tenant');
    const file = { data: PDF, filename: 'x.pdf', contentType: 'application/pdf' };
    expect((await attach(null, file)).statusCode).toBe(401);
    expect((await attach(stranger, file)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${thread.id}/block`,
      headers: as(seeker),
    });
    const blocked = await attach(owner, file);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe(CHAT_MESSAGES.blocked);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${thread.id}/block`,
      headers: as(seeker),
    });
  });
});
