import type { FastifyInstance } from 'fastify';
import type { Property, PropertyInput } from '@nivaas/shared';
import { as, type TestUser } from './accounts';

/** The least a valid rent listing needs: a real place in the city dataset and a rent. */
export const minimalListing = (): PropertyInput => ({
  address: '12-3-45, Lakshmipuram Main Road',
  state: 'Andhra Pradesh',
  city: 'Guntur',
  sublocality: 'Brodipet',
  pincode: '522002',
  rent: 12_000,
});

/** A listing made through the API by `owner`, as the web app would. */
export async function makeProperty(
  app: FastifyInstance,
  owner: TestUser,
  overrides: Partial<PropertyInput> = {},
): Promise<Property> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: as(owner),
    payload: { ...minimalListing(), ...overrides } as Record<string, unknown>,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<Property>();
}
