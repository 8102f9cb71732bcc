import { describe, expect, it } from 'vitest';
import { headerModel, type HeaderItem } from './header-model';

const shape = (items: HeaderItem[]) =>
  items.map((i) => (i.kind === 'bell' ? 'bell' : `${i.key} ${i.to}`));

describe('headerModel (spec section 2, header)', () => {
  it('signed out: Properties and Services; the brand goes to /', () => {
    const m = headerModel(null);
    expect(m.signedIn).toBe(false);
    expect(m.brandTo).toBe('/');
    expect(shape(m.items)).toEqual(['properties /properties', 'services /services']);
    expect(m.profileTo).toBeNull();
  });

  it('owner: Dashboard, My Properties, Applications, Services, Favorites, Messages, the bell; Profile in the account menu', () => {
    const m = headerModel('owner');
    expect(m.brandTo).toBe('/owner');
    expect(shape(m.items)).toEqual([
      'dashboard /owner',
      'myProperties /owner/properties',
      'applications /owner/applications',
      'services /owner/services',
      'favorites /favorites',
      'messages /owner/messages',
      'bell',
    ]);
    expect(m.profileTo).toBe('/owner/profile');
  });

  it('provider: Dashboard, Services, Messages, the bell (bookings); Profile in the account menu', () => {
    const m = headerModel('service-provider');
    expect(m.brandTo).toBe('/service-provider');
    expect(shape(m.items)).toEqual([
      'dashboard /service-provider',
      'services /service-provider/services',
      'messages /service-provider/messages',
      'bell',
    ]);
    expect(m.profileTo).toBe('/service-provider/profile');
  });

  it('seeker: Properties, Services, Roommates, Favorites, their own Messages, the bell; Profile in the account menu', () => {
    const m = headerModel('tenant');
    expect(m.brandTo).toBe('/properties');
    expect(shape(m.items)).toEqual([
      'properties /properties',
      'services /services',
      'roommates /roommates',
      'favorites /favorites',
      'messages /tenant/messages',
      'bell',
    ]);
    expect(m.profileTo).toBe('/profile');
  });

  it('admin: the shared set with /messages and the bell; the brand goes to /admin', () => {
    const m = headerModel('admin');
    expect(m.brandTo).toBe('/admin');
    expect(shape(m.items)).toContain('messages /messages');
    expect(shape(m.items)).toContain('bell');
    expect(m.items).toHaveLength(6);
    expect(m.profileTo).toBe('/profile');
  });

  it('dashboard links are only active on the dashboard itself', () => {
    const dash = headerModel('owner').items[0];
    expect(dash).toMatchObject({ kind: 'link', key: 'dashboard', end: true });
  });
});
