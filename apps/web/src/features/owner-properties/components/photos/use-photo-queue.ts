import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyImage } from '@nivaas/shared';
import { ApiError } from '../../../../lib/api-client';
import { propertyKeys } from '../../../../lib/api/properties';
import { ownerKeys } from '../../api/owner-properties';
import { deletePhoto, reorderPhotos, uploadPhoto } from '../../api/property-photos';
import {
  addFiles,
  completeUpload,
  failUpload,
  failureOf,
  fromImages,
  isBusy,
  makeCover,
  moveItem,
  nextQueued,
  orderDiffers,
  removeItem,
  retryUpload,
  setProgress,
  startUpload,
  syncRemote,
  type PhotoItem,
} from '../../lib/photo-queue';

let counter = 0;
const newKey = () => `local:${Date.now().toString(36)}:${(counter += 1)}`;

/**
 * The photos of a listing while its owner edits them: stored photos and files on their way,
 * in the order shown (the first is the cover). Files upload one at a time once the listing
 * exists (`start(id)` for a new listing); stored photos are reordered and removed on the server
 * at once, and the order is sent again whenever the queue is idle and differs from the server's.
 */
export function usePhotoQueue(propertyId: string | null, images: readonly PropertyImage[] = []) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<PhotoItem<File>[]>(() => fromImages(images));
  const [actionError, setActionError] = useState<unknown>(null);
  const itemsRef = useRef<PhotoItem<File>[]>(items);
  const idRef = useRef<string | null>(propertyId);
  const serverRef = useRef<readonly PropertyImage[]>(images);
  const uploadingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abortRef.current = controller;
    return () => controller.abort();
  }, []);

  const update = useCallback((change: (items: PhotoItem<File>[]) => PhotoItem<File>[]) => {
    const next = change(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
  }, []);

  /** The server's photos as they are now: remembered, and shown by every page of the listing. */
  const serverSaid = useCallback(
    (id: string, list: readonly PropertyImage[]) => {
      serverRef.current = list;
      queryClient.setQueryData<Property>(propertyKeys.detail(id), (p) =>
        p ? { ...p, images: [...list] } : p,
      );
      void queryClient.invalidateQueries({ queryKey: ownerKeys.list() });
    },
    [queryClient],
  );

  const persistOrder = useCallback(async () => {
    const id = idRef.current;
    if (!id || isBusy(itemsRef.current) || !orderDiffers(itemsRef.current, serverRef.current))
      return;
    try {
      const ids = itemsRef.current.flatMap((i) => (i.kind === 'remote' ? [i.image.id] : []));
      serverSaid(id, (await reorderPhotos(id, ids)).images);
    } catch (err) {
      setActionError(err);
      update((current) => syncRemote(current, serverRef.current));
    }
  }, [serverSaid, update]);

  /** Uploads the queued files one after another until none is left, then sends the order. */
  const pump = useCallback(async () => {
    const id = idRef.current;
    if (!id || uploadingRef.current) return;
    uploadingRef.current = true;
    try {
      for (let next = nextQueued(itemsRef.current); next; next = nextQueued(itemsRef.current)) {
        const { key, file } = next;
        const signal = abortRef.current?.signal;
        if (signal?.aborted) return;
        update((current) => startUpload(current, key));
        try {
          const list = await uploadPhoto(
            id,
            file,
            (percent) => update((current) => setProgress(current, key, percent)),
            signal,
          );
          update((current) => completeUpload(current, key, list.images));
          serverSaid(id, list.images);
        } catch (err) {
          if (err instanceof DOMException && err.name === 'AbortError') return;
          const info = err instanceof ApiError ? err : { status: undefined };
          const message = err instanceof ApiError ? err.message : undefined;
          update((current) => failUpload(current, key, failureOf(info), message));
        }
      }
    } finally {
      uploadingRef.current = false;
    }
    await persistOrder();
  }, [persistOrder, serverSaid, update]);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      update((current) =>
        addFiles(
          current,
          files.map((file) => ({ key: newKey(), file })),
        ),
      );
      void pump();
    },
    [pump, update],
  );

  /** A new listing now exists: its queued photos start uploading. */
  const start = useCallback(
    (id: string) => {
      idRef.current = id;
      void pump();
    },
    [pump],
  );

  const move = useCallback(
    (from: number, to: number) => {
      update((current) => moveItem(current, from, to));
      void persistOrder();
    },
    [persistOrder, update],
  );

  const cover = useCallback(
    (key: string) => {
      update((current) => makeCover(current, key));
      void persistOrder();
    },
    [persistOrder, update],
  );

  const retry = useCallback(
    (key: string) => {
      update((current) => retryUpload(current, key));
      void pump();
    },
    [pump, update],
  );

  const remove = useCallback(
    async (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      update((current) => removeItem(current, key));
      const id = idRef.current;
      if (item?.kind !== 'remote' || !id) return;
      try {
        setActionError(null);
        serverSaid(id, (await deletePhoto(id, item.image.id)).images);
        await persistOrder();
      } catch (err) {
        setActionError(err);
        update((current) => syncRemote(current, serverRef.current));
      }
    },
    [persistOrder, serverSaid, update],
  );

  return {
    items,
    busy: isBusy(items),
    actionError,
    clearActionError: () => setActionError(null),
    add,
    start,
    move,
    cover,
    retry,
    remove,
  };
}

export type PhotoQueue = ReturnType<typeof usePhotoQueue>;
