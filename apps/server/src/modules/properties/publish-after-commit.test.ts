import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

const t = useTestApp({ listen: true });
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const send = (method: 'PATCH' | 'DELETE', path: string, user: TestUser, payload?: unknown) =>
  t.app.inject({
    method,
    url: path,
    headers: as(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('realtime', () => {
  it("tells the owner's other tabs after an edit, a status change and a delete, and nobody else", async () => {
    const p = await makeProperty(t.app, owner);
    const mine = openSocket(t.url, { cookie: owner.cookie });
    const stranger = await makeUser(t.app, 'tenant');
    const theirs = openSocket(t.url, { cookie: stranger.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    const received = collect(theirs);

    const updated = nextEvent(mine, 'property.updated');
    await send('PATCH', `/api/properties/${p.id}`, owner, { title: 'Renamed' });
    expect((await updated).payload).toEqual({
      propertyId: p.id,
      ownerId: owner.id,
      status: 'available',
    });
    const status = nextEvent(mine, 'property.updated');
    await send('PATCH', `/api/properties/${p.id}/status`, owner, { status: 'vacant' });
    expect((await status).payload).toEqual({
      propertyId: p.id,
      ownerId: owner.id,
      status: 'vacant',
    });
    const deleted = nextEvent(mine, 'property.deleted');
    await send('DELETE', `/api/properties/${p.id}`, owner);
    expect((await deleted).payload).toEqual({ propertyId: p.id, ownerId: owner.id });
    await sleep(100);
    expect(received).toEqual([]);
  });
});

describe('watching listings on screen', () => {
  it('lets any signed-in socket follow a listing and stop following it', async () => {
    const p = await makeProperty(t.app, owner);
    const seeker = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: seeker.cookie });
    await connected(socket);
    const watching = await socket.emitWithAck('properties:watch', {
      propertyIds: [p.id, 42, '', 'x'.repeat(65)] as string[],
    });
    expect(watching).toEqual({ watching: 1 });
    const updated = nextEvent(socket, 'property.updated');
    await send('PATCH', `/api/properties/${p.id}`, owner, { rent: 19000 });
    expect((await updated).payload).toMatchObject({ propertyId: p.id });

    expect(await socket.emitWithAck('properties:watch', { propertyIds: [] })).toEqual({
      watching: 0,
    });
    const received = collect(socket);
    await send('PATCH', `/api/properties/${p.id}`, owner, { rent: 18000 });
    await sleep(100);
    expect(received.filter((e) => e.name === 'property.updated')).toEqual([]);
  });

  it('caps how many listings one socket follows', async () => {
    const seeker = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: seeker.cookie });
    await connected(socket);
    const ids = Array.from({ length: 500 }, (_, i) => `id${i}`);
    expect(await socket.emitWithAck('properties:watch', { propertyIds: ids })).toEqual({
      watching: 200,
    });
  });

  it('announces a new listing to every signed-in socket', async () => {
    const seeker = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: seeker.cookie });
    await connected(socket);
    const created = nextEvent(socket, 'property.created');
    const p = await makeProperty(t.app, owner);
    expect((await created).payload).toEqual({
      propertyId: p.id,
      ownerId: owner.id,
      city: p.city,
      listingType: p.listingType,
    });
  });
});

describe('API description', () => {
  it('describes every property route at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/properties'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/properties/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(Object.keys(paths['/api/properties/{id}/status'] ?? {})).toEqual(['patch']);
    expect(Object.keys(paths['/api/owner/properties'] ?? {})).toEqual(['get']);
  });
});
