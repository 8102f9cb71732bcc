import { describe, expect, it } from 'vitest';
import { cacheRule, isSignOut, mayStore, smallPhotoUrl } from './cache-rules';

const origin = 'https://nivaas.example';
const rule = (path: string, method = 'GET', mode = 'cors') =>
  cacheRule({ method, url: `${origin}${path}`, origin, mode });

const photo = (width: number) => `/uploads/property-images/AbCdEfGhIjKlMnOpQrStUv-${width}.webp`;

describe('what the service worker keeps', () => {
  it('keeps the last searches, favourites, opened listings and the person, network first', () => {
    for (const path of [
      '/api/properties/search?city=Hyderabad&type=apartment',
      '/api/properties/AbCdEfGhIjKlMnOpQrStUv',
      '/api/favorites',
      '/api/favorites/ids',
      '/api/me',
      '/api/session',
    ])
      expect(rule(path), path).toBe('api');
  });

  it('never keeps sign-in, admin, messages, sends or other origins', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-in/email',
      '/api/admin/users',
      '/api/conversations',
      '/api/conversations/abc/messages',
      '/api/notifications',
      '/api/properties/search/new-count',
      '/api/properties/AbCdEfGhIjKlMnOpQrStUv/comments',
      '/socket.io/?EIO=4&transport=polling',
      '/dev/outbox',
    ])
      expect(rule(path), path).toBeNull();
    expect(rule('/api/conversations/abc/messages', 'POST')).toBeNull();
    expect(rule('/api/favorites/abc', 'PUT')).toBeNull();
    expect(
      cacheRule({ method: 'GET', url: 'https://tiles.example/1/2/3.png', origin, mode: 'cors' }),
    ).toBeNull();
  });

  it('keeps photos at 320 px only; larger ones fall back to their 320 px copy', () => {
    expect(rule(photo(320), 'GET', 'no-cors')).toBe('photo-320');
    expect(rule(photo(800), 'GET', 'no-cors')).toBe('photo-large');
    expect(rule(photo(1600), 'GET', 'no-cors')).toBe('photo-large');
    expect(smallPhotoUrl(`${origin}${photo(1600)}`)).toBe(`${origin}${photo(320)}`);
    // Avatars and chat attachments are not listing photos.
    expect(rule('/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv.webp')).toBeNull();
    expect(rule('/uploads/chat_attachments/AbCdEfGhIjKlMnOpQrStUv/x.pdf')).toBeNull();
  });

  it('serves pages from the network with the shell as the fallback, and keeps build files', () => {
    expect(rule('/tenant/favorites', 'GET', 'navigate')).toBe('page');
    expect(rule('/', 'GET', 'navigate')).toBe('page');
    expect(rule('/api/me', 'GET', 'navigate')).toBeNull();
    expect(rule('/sitemap.xml', 'GET', 'navigate')).toBeNull();
    expect(rule('/assets/index-abc.js')).toBe('asset');
    expect(rule('/locales/hi/favorites.json?v=abc')).toBe('locale');
  });

  it('stores only plain 200s, and nothing marked no-store unless it is a personal answer', () => {
    expect(mayStore('asset', 200, 'public, max-age=31536000, immutable')).toBe(true);
    expect(mayStore('asset', 404, null)).toBe(false);
    expect(mayStore('photo-320', 200, 'no-store')).toBe(false);
    expect(mayStore('api', 200, 'no-store')).toBe(true);
    expect(mayStore('api', 401, null)).toBe(false);
  });

  it('recognises signing out, when the kept personal answers are dropped', () => {
    expect(isSignOut('POST', `${origin}/api/auth/sign-out`)).toBe(true);
    expect(isSignOut('GET', `${origin}/api/auth/sign-out`)).toBe(false);
    expect(isSignOut('POST', `${origin}/api/auth/sign-in/email`)).toBe(false);
  });
});
