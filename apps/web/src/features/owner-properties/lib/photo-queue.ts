import {
  PROPERTY_IMAGE_LIMITS,
  PROPERTY_IMAGE_VALIDATION,
  type PropertyImage,
} from '@nivaas/shared';

/** What a person can be told about a photo that did not make it. */
export type PhotoFailure = 'type' | 'size' | 'tooMany' | 'network' | 'other';

/** The little of a File the queue needs (a File in the browser). */
export interface PhotoFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface RemotePhoto {
  kind: 'remote';
  key: string;
  image: PropertyImage;
}

export interface LocalPhoto<F extends PhotoFile = PhotoFile> {
  kind: 'local';
  key: string;
  file: F;
  status: 'queued' | 'uploading' | 'failed';
  /** 0–100 while uploading. */
  progress: number;
  failure?: PhotoFailure;
  /** The server's own words, when it gave some (shown for 'other'). */
  message?: string;
}

export type PhotoItem<F extends PhotoFile = PhotoFile> = RemotePhoto | LocalPhoto<F>;

const remoteItem = (image: PropertyImage): RemotePhoto => ({
  kind: 'remote',
  key: `remote:${image.id}`,
  image,
});

export const fromImages = <F extends PhotoFile = PhotoFile>(
  images: readonly PropertyImage[],
): PhotoItem<F>[] => images.map(remoteItem);

/** Photos that count towards the listing's limit: stored ones and those on their way. */
export const countsTowardsLimit = (items: readonly PhotoItem[]): number =>
  items.filter((i) => i.kind === 'remote' || i.status !== 'failed').length;

/**
 * New files join the end of the queue. Files the server would refuse anyway (not an image,
 * over the size limit, beyond the photo limit) are marked failed at once, so nobody waits
 * for an upload that cannot succeed.
 */
export function addFiles<F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  files: readonly { key: string; file: F }[],
  limits: { maxBytes: number; maxPerProperty: number } = PROPERTY_IMAGE_LIMITS,
): PhotoItem<F>[] {
  let count = countsTowardsLimit(items);
  const added = files.map(({ key, file }): LocalPhoto<F> => {
    const base = { kind: 'local' as const, key, file, progress: 0 };
    if (file.type && !file.type.startsWith('image/'))
      return { ...base, status: 'failed', failure: 'type' };
    if (file.size > limits.maxBytes) return { ...base, status: 'failed', failure: 'size' };
    if (count >= limits.maxPerProperty) return { ...base, status: 'failed', failure: 'tooMany' };
    count += 1;
    return { ...base, status: 'queued' };
  });
  return [...items, ...added];
}

const updateLocal = <F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  key: string,
  change: (item: LocalPhoto<F>) => LocalPhoto<F>,
): PhotoItem<F>[] => items.map((i) => (i.kind === 'local' && i.key === key ? change(i) : i));

export const startUpload = <F extends PhotoFile>(items: readonly PhotoItem<F>[], key: string) =>
  updateLocal(items, key, (i) => ({
    ...i,
    status: 'uploading',
    progress: 0,
    failure: undefined,
    message: undefined,
  }));

export const setProgress = <F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  key: string,
  progress: number,
) => updateLocal(items, key, (i) => ({ ...i, progress: Math.max(0, Math.min(100, progress)) }));

export const failUpload = <F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  key: string,
  failure: PhotoFailure,
  message?: string,
) =>
  updateLocal(items, key, (i) => ({
    ...i,
    status: 'failed',
    progress: 0,
    failure,
    ...(message ? { message } : {}),
  }));

export const retryUpload = <F extends PhotoFile>(items: readonly PhotoItem<F>[], key: string) =>
  updateLocal(items, key, (i) => ({
    ...i,
    status: 'queued',
    failure: undefined,
    message: undefined,
  }));

/**
 * An upload finished: the server answers with all the listing's photos, the new one last. The
 * new photo takes the place of its file in the queue (the owner may have moved it meanwhile);
 * photos the server no longer has are dropped.
 */
export function completeUpload<F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  key: string,
  images: readonly PropertyImage[],
): PhotoItem<F>[] {
  const known = new Set(items.flatMap((i) => (i.kind === 'remote' ? [i.image.id] : [])));
  const byId = new Map(images.map((image) => [image.id, image]));
  const fresh = images.filter((image) => !known.has(image.id)).map(remoteItem);
  const out: PhotoItem<F>[] = [];
  let placed = false;
  for (const item of items) {
    if (item.kind === 'local' && item.key === key) {
      out.push(...fresh);
      placed = true;
    } else if (item.kind === 'remote') {
      const image = byId.get(item.image.id);
      if (image) out.push({ ...item, image });
    } else out.push(item);
  }
  // The file left the queue while on its way: the photo is stored all the same, so show it.
  if (!placed) out.push(...fresh);
  return out;
}

/** The stored photos changed elsewhere (removed, reordered, another tab): follow the server. */
export function syncRemote<F extends PhotoFile>(
  items: readonly PhotoItem<F>[],
  images: readonly PropertyImage[],
): PhotoItem<F>[] {
  const locals = items.filter((i): i is LocalPhoto<F> => i.kind === 'local');
  return [...images.map(remoteItem), ...locals];
}

export const removeItem = <F extends PhotoFile>(items: readonly PhotoItem<F>[], key: string) =>
  items.filter((i) => i.key !== key);

/** Moves the photo at `from` to `to` (both clamped); everything else keeps its order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const out = [...items];
  const [moved] = out.splice(from, 1);
  out.splice(target, 0, moved as T);
  return out;
}

/** The first photo is the cover. */
export const makeCover = <F extends PhotoFile>(items: readonly PhotoItem<F>[], key: string) =>
  moveItem(
    items,
    items.findIndex((i) => i.key === key),
    0,
  );

/** The stored photos' ids in the order shown: the body of PATCH …/images/order. */
export const remoteOrder = (items: readonly PhotoItem[]): string[] =>
  items.flatMap((i) => (i.kind === 'remote' ? [i.image.id] : []));

export const nextQueued = <F extends PhotoFile>(items: readonly PhotoItem<F>[]) =>
  items.find((i): i is LocalPhoto<F> => i.kind === 'local' && i.status === 'queued');

/** Something is still waiting or on its way. */
export const isBusy = (items: readonly PhotoItem[]): boolean =>
  items.some((i) => i.kind === 'local' && i.status !== 'failed');

export const failedCount = (items: readonly PhotoItem[]): number =>
  items.filter((i) => i.kind === 'local' && i.status === 'failed').length;

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, n) => id === b[n]);

/** Whether the order shown differs from the server's (then it must be sent). */
export const orderDiffers = (items: readonly PhotoItem[], images: readonly PropertyImage[]) =>
  !sameOrder(
    remoteOrder(items),
    images.map((i) => i.id),
  );

/** A refused upload in words a person can act on: by status, the server's field messages aside. */
export function failureOf(error: {
  status?: number;
  code?: string;
  fields?: Record<string, string>;
}): PhotoFailure {
  if (error.status === 415 || error.code === 'unsupported-media-type') return 'type';
  if (error.status === 413 || error.code === 'payload-too-large') return 'size';
  if (error.fields?.images === PROPERTY_IMAGE_VALIDATION.tooMany) return 'tooMany';
  if (error.status === 0 || error.code === 'network') return 'network';
  return 'other';
}
