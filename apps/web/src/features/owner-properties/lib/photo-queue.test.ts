import { describe, expect, it } from 'vitest';
import type { PropertyImage } from '@nivaas/shared';
import {
  addFiles,
  completeUpload,
  countsTowardsLimit,
  failedCount,
  failUpload,
  failureOf,
  fromImages,
  isBusy,
  makeCover,
  moveItem,
  nextQueued,
  orderDiffers,
  remoteOrder,
  retryUpload,
  setProgress,
  startUpload,
  syncRemote,
  type PhotoItem,
} from './photo-queue';

const image = (id: string): PropertyImage => ({
  id,
  thumbnailUrl: `/t/${id}`,
  cardUrl: `/c/${id}`,
  url: `/f/${id}`,
  width: 800,
  height: 600,
});
const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });
const limits = { maxBytes: 5000, maxPerProperty: 3 };
const keys = (items: readonly PhotoItem[]) => items.map((i) => i.key);

describe('adding files', () => {
  it('queues photos and refuses at once what the server would refuse', () => {
    const items = addFiles(
      fromImages([image('a')]),
      [
        { key: 'f1', file: file('ok.jpg') },
        { key: 'f2', file: file('doc.pdf', 10, 'application/pdf') },
        { key: 'f3', file: file('huge.jpg', 6000) },
        { key: 'f4', file: file('two.png') },
        { key: 'f5', file: file('three.png') },
      ],
      limits,
    );
    const local = items.filter((i) => i.kind === 'local');
    expect(local.map((i) => [i.key, i.status, i.failure])).toEqual([
      ['f1', 'queued', undefined],
      ['f2', 'failed', 'type'],
      ['f3', 'failed', 'size'],
      ['f4', 'queued', undefined],
      ['f5', 'failed', 'tooMany'],
    ]);
    expect(countsTowardsLimit(items)).toBe(3);
    expect(failedCount(items)).toBe(3);
    expect(nextQueued(items)?.key).toBe('f1');
  });

  it('lets the server judge a file the browser gave no type', () => {
    const [item] = addFiles([], [{ key: 'f', file: file('IMG_1.heic', 10, '') }], limits);
    expect(item).toMatchObject({ status: 'queued' });
  });
});

describe('an upload', () => {
  const start = () =>
    addFiles(fromImages([image('a')]), [{ key: 'f1', file: file('one.jpg') }], limits);

  it('goes from queued to uploading with progress, then becomes the stored photo in place', () => {
    let items = startUpload(start(), 'f1');
    expect(isBusy(items)).toBe(true);
    items = setProgress(items, 'f1', 140);
    expect(items[1]).toMatchObject({ status: 'uploading', progress: 100 });
    items = moveItem(items, 1, 0);
    items = completeUpload(items, 'f1', [image('a'), image('b')]);
    expect(remoteOrder(items)).toEqual(['b', 'a']);
    expect(isBusy(items)).toBe(false);
    expect(orderDiffers(items, [image('a'), image('b')])).toBe(true);
    expect(orderDiffers(items, [image('b'), image('a')])).toBe(false);
  });

  it('still shows the photo when its file left the queue on the way', () => {
    const items = completeUpload(fromImages([image('a')]), 'gone', [image('a'), image('b')]);
    expect(remoteOrder(items)).toEqual(['a', 'b']);
  });

  it('drops photos the server no longer has', () => {
    const items = completeUpload(startUpload(start(), 'f1'), 'f1', [image('b')]);
    expect(remoteOrder(items)).toEqual(['b']);
  });

  it('can fail with a reason and be retried', () => {
    let items = failUpload(startUpload(start(), 'f1'), 'f1', 'network');
    expect(items[1]).toMatchObject({ status: 'failed', failure: 'network', progress: 0 });
    expect(isBusy(items)).toBe(false);
    items = retryUpload(items, 'f1');
    expect(items[1]).toMatchObject({ status: 'queued', failure: undefined });
  });
});

describe('order', () => {
  const items = fromImages([image('a'), image('b'), image('c')]);

  it('moves within bounds and makes any photo the cover', () => {
    expect(remoteOrder(moveItem(items, 0, 2))).toEqual(['b', 'c', 'a']);
    expect(remoteOrder(moveItem(items, 2, -5))).toEqual(['c', 'a', 'b']);
    expect(remoteOrder(moveItem(items, 7, 0))).toEqual(['a', 'b', 'c']);
    expect(remoteOrder(makeCover(items, 'remote:c'))).toEqual(['c', 'a', 'b']);
  });

  it('follows the server, keeping files that are on their way', () => {
    const mixed = addFiles(items, [{ key: 'f', file: file('x.jpg') }], {
      ...limits,
      maxPerProperty: 9,
    });
    const synced = syncRemote(mixed, [image('c'), image('a')]);
    expect(keys(synced)).toEqual(['remote:c', 'remote:a', 'f']);
  });
});

describe('failureOf', () => {
  it('reads the refusal by status and field message', () => {
    expect(failureOf({ status: 415, code: 'unsupported-media-type' })).toBe('type');
    expect(failureOf({ status: 413 })).toBe('size');
    expect(
      failureOf({
        status: 400,
        code: 'invalid-argument',
        fields: { images: 'A property can have at most 20 photos' },
      }),
    ).toBe('tooMany');
    expect(failureOf({ status: 0, code: 'network' })).toBe('network');
    expect(failureOf({ status: 500, code: 'internal' })).toBe('other');
  });
});
