import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

const t = useTestApp({ listen: true });
let owner: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  tenant = await makeUser(t.app, 'tenant');
});

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  user: TestUser,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: path,
    headers: as(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('comment.changed', () => {
  it('reaches whoever watches the listing on add, edit and delete, and nobody else', async () => {
    const p = await makeProperty(t.app, owner);
    const other = await makeProperty(t.app, owner);
    const viewer = await makeUser(t.app, 'tenant');
    const watching = openSocket(t.url, { cookie: viewer.cookie });
    const elsewhere = openSocket(t.url, { cookie: owner.cookie });
    await Promise.all([connected(watching), connected(elsewhere)]);
    expect(await watching.emitWithAck('properties:watch', { propertyIds: [p.id] })).toEqual({
      watching: 1,
    });
    expect(await elsewhere.emitWithAck('properties:watch', { propertyIds: [other.id] })).toEqual({
      watching: 1,
    });
    const unrelated = collect(elsewhere);

    const created = nextEvent(watching, 'comment.changed');
    const res = await send('POST', `/api/properties/${p.id}/comments`, tenant, {
      content: 'Airy rooms',
      rating: 4,
    });
    const id = res.json<Comment>().id;
    expect((await created).payload).toEqual({ propertyId: p.id, commentId: id, action: 'created' });

    const updated = nextEvent(watching, 'comment.changed');
    await send('PATCH', `/api/comments/${id}`, tenant, { rating: 5 });
    expect((await updated).payload).toEqual({ propertyId: p.id, commentId: id, action: 'updated' });

    const deleted = nextEvent(watching, 'comment.changed');
    await send('DELETE', `/api/comments/${id}`, tenant);
    expect((await deleted).payload).toEqual({ propertyId: p.id, commentId: id, action: 'deleted' });

    await sleep(100);
    expect(unrelated.filter((e) => e.name === 'comment.changed')).toEqual([]);
  });

  it('is not published when the change is refused', async () => {
    const p = await makeProperty(t.app, owner);
    const socket = openSocket(t.url, { cookie: tenant.cookie });
    await connected(socket);
    await socket.emitWithAck('properties:watch', { propertyIds: [p.id] });
    const received = collect(socket);
    await send('POST', `/api/properties/${p.id}/comments`, owner, { content: 'Mine', rating: 5 });
    await send('POST', `/api/properties/${p.id}/comments`, tenant, { content: '', rating: 5 });
    await sleep(150);
    expect(received.filter((e) => e.name === 'comment.changed')).toEqual([]);
  });
});
