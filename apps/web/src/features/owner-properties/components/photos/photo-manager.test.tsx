import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../../test/static-render';
import { addFiles, fromImages, setProgress, startUpload } from '../../lib/photo-queue';
import { photo } from '../../test/fixtures';
import { PhotoManager } from './photo-manager';
import type { PhotoQueue } from './use-photo-queue';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

function queueOf(items: PhotoQueue['items']): PhotoQueue {
  const nothing = () => {};
  return {
    items,
    busy: false,
    actionError: null,
    clearActionError: nothing,
    add: nothing,
    start: nothing,
    move: nothing,
    cover: nothing,
    retry: nothing,
    remove: async () => {},
  };
}

describe('PhotoManager', () => {
  it('shows the cover, each file’s progress and why a file was refused', async () => {
    let items = addFiles(fromImages<File>([photo('a')]), [
      { key: 'f1', file: file('hall.jpg', 10, 'image/jpeg') },
      { key: 'f2', file: file('notes.pdf', 10, 'application/pdf') },
      { key: 'f3', file: file('huge.png', 11 * 1024 * 1024, 'image/png') },
    ]);
    items = setProgress(startUpload(items, 'f1'), 'f1', 40);
    const html = await renderStatic(<PhotoManager queue={queueOf(items)} />);
    const text = textOf(html);
    expect(text).toContain('Cover');
    expect(text).toContain('2 of 20 photos');
    expect(html).toContain('aria-label="Uploading hall.jpg: 40%"');
    expect(text).toContain('This file is not a photo we can use.');
    expect(text).toContain('Each photo must be at most 10 MB');
    expect(html).toContain('aria-label="Remove notes.pdf"');
    expect(html).toContain('aria-label="Move left: hall.jpg"');
    expect(text).toContain('Make cover');
  });
});
