import { newId } from '../../lib/ids';

/**
 * Where uploaded files live: DATA_DIR/uploads on one machine, an S3-compatible bucket when
 * several instances share the work. Keys are always made by `newStorageKey`, never from a
 * file name or anything else a person sent.
 */
export interface FileStorage {
  kind: 'local' | 's3';
  /**
   * `downloadName`: the file is to be saved, never shown inline (a PDF), under this name. A bucket
   * keeps it as the object's Content-Disposition; local files get theirs when served.
   */
  put(key: string, body: Buffer, contentType: string, downloadName?: string): Promise<void>;
  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /**
   * The URL a browser loads the file from: public for public folders; for a private folder
   * (`PRIVATE_FOLDERS`) always this server's `/uploads/{key}`, behind the folder's guard.
   */
  url(key: string): string;
  /** The stored bytes of a key, or null when there is none (a bucket's files, read to serve). */
  read?(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** The key behind a URL this storage made, or null for anything else (e.g. a Google photo). */
  keyFromUrl(url: string): string | null;
  /** Releases connections on shutdown. */
  close?(): Promise<void>;
}

/** Folders a key may start with; each kind of upload has its own. */
export const STORAGE_FOLDERS = [
  'avatars',
  'property-images',
  'chat_attachments',
  'application_documents',
  'room-photos',
  'service-images',
  'verification_documents',
] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/**
 * Folders whose files never get a public address, in a bucket either (decisions 064, 066): proofs
 * of ownership and identity, the papers sent with an application, and what is sent in a chat. A bucket keeps them without
 * a public ACL and without a shared cache; browsers load them only through this server's
 * `/uploads/{key}`, where the folder's guard (`protectUploads`) decides who may. The bucket's
 * public-read policy (if any) must leave these prefixes out; the server reads them with its key.
 */
export const PRIVATE_FOLDERS: readonly StorageFolder[] = [
  'verification_documents',
  'application_documents',
  'chat_attachments',
];

export const isPrivateKey = (key: string): boolean =>
  (PRIVATE_FOLDERS as readonly string[]).includes(key.split('/')[0]!);

/** folder/[group/]id.ext — the optional group is an id too (chat_attachments/{threadId}/…). */
const KEY_PATTERN =
  /^[a-z][a-z0-9_-]*\/(?:[A-Za-z0-9_-]{16,64}\/)?[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;
const GROUP_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const SUFFIX_PATTERN = /^[a-z0-9]{1,8}$/;

/**
 * A fresh key. `suffix` names a variant of one upload (`…/{id}-320.webp`): the variants of a
 * photo share their id, and the width in the name lets the web app's service worker keep the
 * small ones for offline use and leave the large ones.
 */
export const newStorageKey = (
  folder: StorageFolder,
  extension: string,
  group?: string,
  suffix?: string,
  id: string = newId(),
): string => {
  if (group !== undefined && !GROUP_PATTERN.test(group)) throw new Error('invalid storage group');
  if (suffix !== undefined && !SUFFIX_PATTERN.test(suffix))
    throw new Error('invalid storage suffix');
  return `${folder}/${group === undefined ? '' : `${group}/`}${id}${suffix === undefined ? '' : `-${suffix}`}.${extension}`;
};

/** Guards every driver: a key that `newStorageKey` could not have made is refused. */
export function assertStorageKey(key: string): void {
  if (
    !KEY_PATTERN.test(key) ||
    !(STORAGE_FOLDERS as readonly string[]).includes(key.split('/')[0]!)
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

export const isStorageKey = (key: string): boolean => {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
};
