import type { FastifyInstance } from 'fastify';
import type { PropertyInput, PropertySearchResult } from '@nivaas/shared';
import { findCity, findLocality } from '@nivaas/shared';
import { as, type TestUser } from './accounts';
import { makeProperty } from './properties';

type Params = Record<string, string | number | boolean | string[] | undefined>;

/** The query string the web app would send. */
export function toQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search.toString();
}

export async function searchRaw(
  app: FastifyInstance,
  params: Params,
  user: TestUser | null = null,
  path = '/api/properties/search',
) {
  return app.inject({ method: 'GET', url: `${path}?${toQuery(params)}`, headers: as(user) });
}

/** A successful search (fails the test with the body otherwise). */
export async function search(
  app: FastifyInstance,
  params: Params = {},
  user: TestUser | null = null,
): Promise<PropertySearchResult> {
  const res = await searchRaw(app, params, user);
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return res.json<PropertySearchResult>();
}

/** A listing in a Hyderabad locality at the locality's own map point. */
export function inHyderabad(locality: string, overrides: Partial<PropertyInput> = {}) {
  const place = findLocality('Hyderabad', locality);
  if (!place) throw new Error(`no locality ${locality}`);
  return {
    state: 'Telangana',
    city: 'Hyderabad',
    sublocality: place.name,
    pincode: place.pincode ?? '500001',
    location: { lat: place.lat, lng: place.lng },
    ...overrides,
  } satisfies Partial<PropertyInput>;
}

export const listing = (
  app: FastifyInstance,
  owner: TestUser,
  locality: string,
  overrides: Partial<PropertyInput> = {},
) => makeProperty(app, owner, inHyderabad(locality, overrides));

export const hyderabad = () => findCity('Hyderabad')!;

export const idsOf = (result: { properties: { id: string }[] }) =>
  result.properties.map((p) => p.id);
