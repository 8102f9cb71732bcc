import {
  roleFromSelected,
  SELECTED_ROLE_CLEAR_DELAY_MS,
  SELECTED_ROLE_COOKIE,
  SELECTED_ROLE_STORAGE_KEY,
  type SignupRole,
} from '@nivaas/shared';

/**
 * The role chosen on the login/register page before a Google redirect. It is kept in local
 * storage (the spec's stored selected role) and in a short-lived cookie, because only a cookie
 * reaches the server when Google sends the person back and the new account is created.
 */
export type StoredRole = 'seeker' | 'owner' | 'service-provider';
const COOKIE_MAX_AGE_S = 600;

export interface RoleStore {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  writeCookie: (cookie: string) => void;
  readCookies: () => string;
  secure: boolean;
}

export const storedRoleValue = (role: SignupRole): StoredRole =>
  role === 'tenant' ? 'seeker' : role;

export function selectedRoleCookie(value: StoredRole | null, secure = false): string {
  const parts = [
    `${SELECTED_ROLE_COOKIE}=${value ? encodeURIComponent(value) : ''}`,
    'Path=/',
    `Max-Age=${value ? COOKIE_MAX_AGE_S : 0}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function browserStore(): RoleStore {
  let storage: RoleStore['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    // storage blocked (private mode, policy): the cookie alone still carries the role
  }
  return {
    storage,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    readCookies: () => document.cookie,
    secure: window.location.protocol === 'https:',
  };
}

export function rememberSelectedRole(role: SignupRole, store: RoleStore = browserStore()): void {
  const value = storedRoleValue(role);
  try {
    store.storage?.setItem(SELECTED_ROLE_STORAGE_KEY, value);
  } catch {
    // quota or policy: the cookie is what the server reads
  }
  store.writeCookie(selectedRoleCookie(value, store.secure));
}

/** The remembered role, or null when none (or nothing valid) is stored. */
export function readSelectedRole(store: RoleStore = browserStore()): SignupRole | null {
  let raw: string | null;
  try {
    raw = store.storage?.getItem(SELECTED_ROLE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  const { role, valid } = roleFromSelected(raw);
  return valid && raw !== 'admin' ? role : null;
}

/** Whether a role choice is still stored anywhere (storage or cookie). */
export function hasSelectedRole(store: RoleStore = browserStore()): boolean {
  let stored = false;
  try {
    stored = store.storage?.getItem(SELECTED_ROLE_STORAGE_KEY) != null;
  } catch {
    // unreadable storage holds nothing we could clear
  }
  return (
    stored ||
    store
      .readCookies()
      .split(';')
      .some((c) => c.trim().startsWith(`${SELECTED_ROLE_COOKIE}=`))
  );
}

export function forgetSelectedRole(store: RoleStore = browserStore()): void {
  try {
    store.storage?.removeItem(SELECTED_ROLE_STORAGE_KEY);
  } catch {
    // nothing stored we can reach
  }
  store.writeCookie(selectedRoleCookie(null, store.secure));
}

/** Clears the remembered role a moment after sign-in (spec: delayed 1 s); returns a cancel. */
export function forgetSelectedRoleSoon(
  store: RoleStore = browserStore(),
  delayMs: number = SELECTED_ROLE_CLEAR_DELAY_MS,
): () => void {
  const timer = setTimeout(() => forgetSelectedRole(store), delayMs);
  return () => clearTimeout(timer);
}
