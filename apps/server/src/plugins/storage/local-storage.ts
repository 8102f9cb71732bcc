import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, isStorageKey, type FileStorage } from './storage';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served by this server at /uploads/*. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string): string => {
    assertStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // The key pattern already forbids "..", this is a second lock on the same door.
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error('storage key escapes the uploads folder');
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would need a temp name; keys are new each time, so a plain write is safe.
      await writeFile(file, body, { flag: 'wx' });
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => {
      assertStorageKey(key);
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return null;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      return isStorageKey(key) ? key : null;
    },
  };
}
