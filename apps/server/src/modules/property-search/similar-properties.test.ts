import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, SimilarProperties } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { useTestApp } from '../../../test/use-test-app';

/** Similar listings are like this one: purpose, a home for a home, price within ±35 %, city. */
const t = useTestApp();
let owner: TestUser;
let viewer: TestUser;

const similarTo = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/properties/${id}/similar`,
    headers: as(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SimilarProperties>().properties.map((p) => p.title);
};
const make = (title: string, fields: Record<string, unknown>): Promise<Property> =>
  makeProperty(t.app, owner, { title, ...fields });

beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  viewer = await makeUser(t.app, 'tenant');
});

describe('similar listings', () => {
  it('show a studio homes to rent in its city within 35 % of its rent, never an office', async () => {
    const studio = await make('Compact studio near the bus stand', {
      type: 'studio',
      rent: 10_000,
    });
    await make('Office space on the main road', { type: 'commercial', rent: 139_000 });
    await make('Shop at the same rent', { type: 'commercial', rent: 10_000 });
    await make('Two bedrooms at 13,500', { type: 'apartment', bedrooms: 2, rent: 13_500 });
    await make('A room at 6,500', { type: 'room', rent: 6_500 });
    await make('A flat at 14,000', { type: 'apartment', bedrooms: 2, rent: 14_000 });
    await make('A room at 6,000', { type: 'room', rent: 6_000 });
    await make('A studio for sale', {
      type: 'studio',
      listingType: 'sale',
      rent: undefined,
      salePrice: 1_000_000,
    });
    await make('A studio in Vijayawada', {
      type: 'studio',
      rent: 10_000,
      city: 'Vijayawada',
      sublocality: 'Benz Circle',
      pincode: '520010',
      state: 'Andhra Pradesh',
    });
    expect((await similarTo(studio.id)).sort()).toEqual([
      'A room at 6,500',
      'Two bedrooms at 13,500',
    ]);
  });

  it('show a plot for sale other plots for sale near its price', async () => {
    const sale = { listingType: 'sale', rent: undefined, type: 'plot' };
    const plot = await make('Plot of 200 sq yd', { ...sale, salePrice: 3_000_000 });
    await make('Plot of 240 sq yd', { ...sale, salePrice: 3_900_000 });
    await make('Plot of 400 sq yd', { ...sale, salePrice: 6_000_000 });
    await make('House at the same price', { ...sale, type: 'house', salePrice: 3_000_000 });
    expect(await similarTo(plot.id)).toEqual(['Plot of 240 sq yd']);
  });
});
