import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEnvelope, Property } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { addImages } from '../../../test/property-images';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

/**
 * A hidden (inactive) listing is seen by its owner and admins only, on every path that names
 * it: its page and what hangs off it, new threads, realtime events and its photo files
 * (`canViewProperty`, the rule of GET /api/properties/:id).
 */
const t = useTestApp({ listen: true });
type Caller =
  'anonymous' | 'tenant' | 'otherOwner' | 'owner' | 'admin' | 'adminWithoutSecondFactor';
let users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
let hidden: Property;
let coverUrl: string;

const userOf = (caller: Caller): TestUser | null => (caller === 'anonymous' ? null : users[caller]);

beforeAll(async () => {
  users = await makeUsers(t.app, {
    tenant: 'tenant',
    otherOwner: 'owner',
    owner: 'owner',
    admin: 'admin',
    adminWithoutSecondFactor: ADMIN_WITHOUT_SECOND_FACTOR,
  });
  hidden = await makeProperty(t.app, users.owner, {
    status: 'inactive',
    title: 'Secret penthouse on the lake',
  });
  const images = await addImages(t, users.owner, hidden.id);
  coverUrl = images.images[0]!.cardUrl;
});

interface Path {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  body?: () => Record<string, unknown>;
  /** Paths open to visitors answer anonymous callers as they answer strangers: 404. */
  anonymous: number;
  /** What the owner and an admin get. */
  allowed: number;
}

const PATHS: Path[] = [
  {
    name: 'its page',
    method: 'GET',
    url: () => `/api/properties/${hidden.id}`,
    anonymous: 401,
    allowed: 200,
  },
  {
    name: 'similar listings',
    method: 'GET',
    url: () => `/api/properties/${hidden.id}/similar`,
    anonymous: 404,
    allowed: 200,
  },
  {
    name: 'its comments',
    method: 'GET',
    url: () => `/api/properties/${hidden.id}/comments`,
    anonymous: 401,
    allowed: 200,
  },
  {
    name: 'its interest',
    method: 'GET',
    url: () => `/api/properties/${hidden.id}/interest`,
    anonymous: 401,
    allowed: 200,
  },
  {
    name: 'its application form',
    method: 'GET',
    url: () => `/api/properties/${hidden.id}/application-form`,
    anonymous: 401,
    allowed: 200,
  },
  {
    name: 'a thread about it',
    method: 'POST',
    url: () => '/api/conversations',
    body: () => ({ propertyId: hidden.id }),
    anonymous: 401,
    // The owner has nobody to write to without a userId; an admin may open one.
    allowed: -1,
  },
  {
    name: 'a comment on it',
    method: 'POST',
    url: () => `/api/properties/${hidden.id}/comments`,
    body: () => ({ content: 'Found it anyway', rating: 1 }),
    anonymous: 401,
    allowed: -1,
  },
  {
    name: 'interest in it',
    method: 'POST',
    url: () => `/api/properties/${hidden.id}/interest`,
    anonymous: 401,
    allowed: -1,
  },
  {
    name: 'a favourite of it',
    method: 'PUT',
    url: () => `/api/favorites/${hidden.id}`,
    anonymous: 401,
    allowed: -1,
  },
  {
    name: 'its cover photo',
    method: 'GET',
    url: () => coverUrl,
    anonymous: 404,
    allowed: 200,
  },
];

const call = (path: Path, caller: Caller) =>
  t.app.inject({
    method: path.method,
    url: path.url(),
    headers: as(userOf(caller)),
    ...(path.body ? { payload: path.body() } : {}),
  });

describe('a hidden listing, path by path', () => {
  it('reads as missing to everyone but its owner and admins (listings leaked: 0)', async () => {
    const leaks: string[] = [];
    for (const path of PATHS) {
      for (const caller of [
        'anonymous',
        'tenant',
        'otherOwner',
        'adminWithoutSecondFactor',
      ] as const) {
        const res = await call(path, caller);
        const expected = caller === 'anonymous' ? path.anonymous : 404;
        if (res.statusCode !== expected || res.body.includes('Secret penthouse'))
          leaks.push(`${path.name} as ${caller}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      if (path.allowed > 0) {
        for (const caller of ['owner', 'admin'] as const) {
          const res = await call(path, caller);
          if (res.statusCode !== path.allowed)
            leaks.push(`${path.name} refused to ${caller}: ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('leaves it out of search results, for everyone', async () => {
    for (const caller of ['anonymous', 'tenant', 'owner', 'admin'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/properties/search?city=Guntur',
        headers: as(userOf(caller)),
      });
      expect(res.statusCode, caller).toBe(200);
      expect(res.body, caller).not.toContain(hidden.id);
    }
  });

  it('starts no thread about it and lets nobody message its owner through it', async () => {
    const res = await call(
      PATHS.find((p) => p.name === 'a thread about it')!,
      'tenant',
    );
    expect(res.statusCode).toBe(404);
    const threads = await t.app.db
      .selectFrom('conversations')
      .select('id')
      .where('propertyId', '=', hidden.id)
      .execute();
    expect(threads).toEqual([]);
  });

  it('serves the photos of an open listing to anyone, and a hidden one’s again once shown', async () => {
    const open = await makeProperty(t.app, users.owner);
    const { images } = await addImages(t, users.owner, open.id);
    for (const url of [images[0]!.thumbnailUrl, images[0]!.cardUrl, images[0]!.url]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    }
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${open.id}/status`,
      headers: as(users.owner),
      payload: { status: 'inactive' },
    });
    expect(hide.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: images[0]!.url, headers: as(users.owner) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a thread opened before the listing was hidden', () => {
  it('keeps its subject but shows the cover to the owner only (the photo loads for nobody else)', async () => {
    const listing = await makeProperty(t.app, users.owner, { title: 'Hidden later' });
    await addImages(t, users.owner, listing.id);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as(users.tenant),
      payload: { propertyId: listing.id },
    });
    expect(opened.statusCode).toBe(201);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${listing.id}/status`,
      headers: as(users.owner),
      payload: { status: 'inactive' },
    });
    expect(hide.statusCode).toBe(200);
    const { conversation } = opened.json<{ conversation: { id: string } }>();
    const inbox = async (user: TestUser) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversation.id}`,
        headers: as(user),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{
        conversation: { property: { title: string; coverUrl: string | null } | null };
      }>().conversation.property;
    };
    expect(await inbox(users.tenant)).toMatchObject({ title: 'Hidden later', coverUrl: null });
    const owners = await inbox(users.owner);
    expect(owners?.coverUrl).toBeTruthy();
    const photo = await t.app.inject({
      method: 'GET',
      url: owners!.coverUrl!,
      headers: as(users.owner),
    });
    expect(photo.statusCode).toBe(200);
  });
});

describe('realtime events of a hidden listing', () => {
  it('announces a listing created hidden to its owner only', async () => {
    const owner = openSocket(t.url, { cookie: users.owner.cookie });
    const tenant = openSocket(t.url, { cookie: users.tenant.cookie });
    await Promise.all([connected(owner), connected(tenant)]);
    const heard = collect(tenant);
    const ownerHears = nextEvent(owner, 'property.created');
    const made = await makeProperty(t.app, users.owner, {
      status: 'inactive',
      title: 'Not yet ready',
    });
    expect((await ownerHears).payload).toMatchObject({ propertyId: made.id });
    // An open listing made after it reaches the tenant, so the tenant would have heard the first.
    const tenantHears = nextEvent(tenant, 'property.created');
    const shown = await makeProperty(t.app, users.owner);
    expect((await tenantHears).payload).toMatchObject({ propertyId: shown.id });
    const names = heard.map(
      (e: DomainEnvelope) => (e.payload as { propertyId?: string }).propertyId,
    );
    expect(names).not.toContain(made.id);
  });

  it('tells a page watching a listing that stays hidden nothing of its changes', async () => {
    const tenant = openSocket(t.url, { cookie: users.tenant.cookie });
    await connected(tenant);
    const heard = collect(tenant);
    const ack = await tenant.emitWithAck('properties:watch', {
      propertyIds: [hidden.id],
    });
    expect(ack).toEqual({ watching: 0 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${hidden.id}`,
      headers: as(users.owner),
      payload: { rent: 99_000 },
    });
    expect(res.statusCode).toBe(200);
    await sleep(200);
    expect(heard.filter((e) => e.name === 'property.updated')).toEqual([]);
  });

  it('follows a hidden listing for an admin, and not for an admin without the second factor', async () => {
    const sockets = {
      admin: openSocket(t.url, { cookie: users.admin.cookie }),
      adminWithoutSecondFactor: openSocket(t.url, {
        cookie: users.adminWithoutSecondFactor.cookie,
      }),
    };
    await Promise.all(Object.values(sockets).map(connected));
    const watch = (socket: (typeof sockets)['admin']) =>
      socket.emitWithAck('properties:watch', { propertyIds: [hidden.id] });
    expect(await watch(sockets.admin)).toEqual({ watching: 1 });
    expect(await watch(sockets.adminWithoutSecondFactor)).toEqual({ watching: 0 });
    const heard = collect(sockets.adminWithoutSecondFactor);
    const adminHears = nextEvent(sockets.admin, 'comment.changed');
    const said = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${hidden.id}/comments`,
      headers: as(users.admin),
      payload: { content: 'Seen by moderation', rating: 2 },
    });
    expect(said.statusCode).toBe(201);
    await adminHears;
    await sleep(200);
    expect(heard).toEqual([]);
  });

  it('takes the pages of others off a listing once it is hidden', async () => {
    const open = await makeProperty(t.app, users.owner, { title: 'Soon hidden' });
    const tenant = openSocket(t.url, { cookie: users.tenant.cookie });
    const owner = openSocket(t.url, { cookie: users.owner.cookie });
    await Promise.all([connected(tenant), connected(owner)]);
    for (const socket of [tenant, owner])
      expect(await socket.emitWithAck('properties:watch', { propertyIds: [open.id] })).toEqual({
        watching: 1,
      });
    const patch = (payload: Record<string, unknown>, path = '') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/properties/${open.id}${path}`,
        headers: as(users.owner),
        payload,
      });
    const told = nextEvent(tenant, 'property.updated');
    expect((await patch({ status: 'inactive' }, '/status')).statusCode).toBe(200);
    expect((await told).payload).toMatchObject({ propertyId: open.id, status: 'inactive' });
    await sleep(100);
    const heard = collect(tenant);
    // Said in the listing's room: an admin's comment on the hidden listing.
    const ownerHears = nextEvent(owner, 'comment.changed');
    const said = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${open.id}/comments`,
      headers: as(users.admin),
      payload: { content: 'Checked by moderation', rating: 3 },
    });
    expect(said.statusCode).toBe(201);
    await ownerHears;
    await sleep(200);
    expect(heard).toEqual([]);
  });
});
