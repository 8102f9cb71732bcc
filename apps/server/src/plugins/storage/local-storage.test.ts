import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { newStorageKey } from './storage';

const root = () => mkdtempSync(path.join(tmpdir(), 'nivaas-storage-'));

describe('local storage', () => {
  it('writes, links and deletes a file under its folder', async () => {
    const dir = root();
    const storage = createLocalStorage(dir);
    const key = newStorageKey('avatars', 'webp');
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(readFileSync(path.join(dir, key), 'utf8')).toBe('bytes');
    expect(storage.url(key)).toBe(`/uploads/${key}`);
    expect(storage.keyFromUrl(storage.url(key))).toBe(key);
    await storage.delete(key);
    expect(existsSync(path.join(dir, key))).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    '../secret.webp',
    'avatars/../../secret.webp',
    '/etc/passwd',
    'avatars/short.webp',
    'other/AAAAAAAAAAAAAAAAAAAAAA.webp',
    'avatars/AAAAAAAAAAAAAAAAAAAAAA.webp/../x',
  ])('refuses the key %s', async (key) => {
    const storage = createLocalStorage(root());
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/storage key/);
  });

  it('does not claim URLs it did not make', () => {
    const storage = createLocalStorage(root());
    expect(storage.keyFromUrl('https://lh3.googleusercontent.com/a/photo')).toBeNull();
    expect(storage.keyFromUrl('/uploads/../auth-secret')).toBeNull();
    expect(storage.keyFromUrl('')).toBeNull();
  });
});
