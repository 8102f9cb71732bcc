import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_ROLE_COOKIE, SELECTED_ROLE_STORAGE_KEY } from '@nivaas/shared';
import {
  forgetSelectedRole,
  hasSelectedRole,
  forgetSelectedRoleSoon,
  readSelectedRole,
  rememberSelectedRole,
  selectedRoleCookie,
  type RoleStore,
} from './selected-role';

function memoryStore(secure = false) {
  const map = new Map<string, string>();
  const cookies: string[] = [];
  let cookieJar = '';
  const store: RoleStore = {
    storage: {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    },
    writeCookie: (c) => void cookies.push(c),
    readCookies: () => cookieJar,
    secure,
  };
  const setJar = (jar: string) => {
    cookieJar = jar;
  };
  return { store, map, cookies, setJar };
}

afterEach(() => vi.useRealTimers());

describe('selected role', () => {
  it('stores the spec values: seeker for tenant, owner, service-provider', () => {
    const { store, map } = memoryStore();
    rememberSelectedRole('tenant', store);
    expect(map.get(SELECTED_ROLE_STORAGE_KEY)).toBe('seeker');
    rememberSelectedRole('service-provider', store);
    expect(map.get(SELECTED_ROLE_STORAGE_KEY)).toBe('service-provider');
    rememberSelectedRole('owner', store);
    expect(readSelectedRole(store)).toBe('owner');
  });

  it('sets a 10-minute, site-wide, SameSite=Lax cookie with the same value', () => {
    const { store, cookies } = memoryStore();
    rememberSelectedRole('service-provider', store);
    expect(cookies).toEqual([
      `${SELECTED_ROLE_COOKIE}=service-provider; Path=/; Max-Age=600; SameSite=Lax`,
    ]);
  });

  it('marks the cookie Secure on https', () => {
    expect(selectedRoleCookie('owner', true)).toMatch(/; Secure$/);
  });

  it('reads unknown or admin values as none', () => {
    const { store, map } = memoryStore();
    expect(readSelectedRole(store)).toBeNull();
    map.set(SELECTED_ROLE_STORAGE_KEY, 'admin');
    expect(readSelectedRole(store)).toBeNull();
    map.set(SELECTED_ROLE_STORAGE_KEY, 'landlord');
    expect(readSelectedRole(store)).toBeNull();
    map.set(SELECTED_ROLE_STORAGE_KEY, 'seeker');
    expect(readSelectedRole(store)).toBe('tenant');
  });

  it('forgets both the stored value and the cookie', () => {
    const { store, map, cookies } = memoryStore();
    rememberSelectedRole('owner', store);
    forgetSelectedRole(store);
    expect(map.has(SELECTED_ROLE_STORAGE_KEY)).toBe(false);
    expect(cookies.at(-1)).toBe(`${SELECTED_ROLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('forgets after one second unless cancelled', () => {
    vi.useFakeTimers();
    const { store, map } = memoryStore();
    rememberSelectedRole('owner', store);
    forgetSelectedRoleSoon(store);
    vi.advanceTimersByTime(999);
    expect(map.get(SELECTED_ROLE_STORAGE_KEY)).toBe('owner');
    vi.advanceTimersByTime(1);
    expect(map.has(SELECTED_ROLE_STORAGE_KEY)).toBe(false);

    rememberSelectedRole('owner', store);
    const cancel = forgetSelectedRoleSoon(store);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(map.get(SELECTED_ROLE_STORAGE_KEY)).toBe('owner');
  });

  it('still sets the cookie when storage throws', () => {
    const { store, cookies } = memoryStore();
    store.storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    rememberSelectedRole('owner', store);
    expect(cookies).toHaveLength(1);
    expect(readSelectedRole(store)).toBeNull();
    forgetSelectedRole(store);
    expect(cookies).toHaveLength(2);
  });

  it('knows whether a choice is stored in storage or only in the cookie', () => {
    const { store, map, setJar } = memoryStore();
    setJar('other=1; nivaas_x=2');
    expect(hasSelectedRole(store)).toBe(false);
    map.set(SELECTED_ROLE_STORAGE_KEY, 'owner');
    expect(hasSelectedRole(store)).toBe(true);
    map.clear();
    setJar(`other=1; ${SELECTED_ROLE_COOKIE}=owner`);
    expect(hasSelectedRole(store)).toBe(true);
  });
});
