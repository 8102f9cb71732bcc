import { describe, expect, it } from 'vitest';
import { MESSAGE_TOAST_PREVIEW_CHARS } from '@nivaas/shared';
import { toastPreview } from './toast-preview';

describe('toastPreview', () => {
  it('keeps a short message as it is', () => {
    expect(toastPreview('Is the flat still available?')).toBe('Is the flat still available?');
  });

  it('cuts at 50 characters with an ellipsis', () => {
    const text = 'a'.repeat(49) + 'bcdef';
    const out = toastPreview(text);
    expect(MESSAGE_TOAST_PREVIEW_CHARS).toBe(50);
    expect(out).toBe(`${'a'.repeat(49)}b…`);
  });

  it('keeps exactly 50 characters uncut', () => {
    const text = 'x'.repeat(50);
    expect(toastPreview(text)).toBe(text);
  });

  it('never splits an emoji or a Devanagari letter into garbage', () => {
    const out = toastPreview('😀'.repeat(60));
    expect([...out]).toHaveLength(51);
    expect(out.endsWith('😀…')).toBe(true);
  });

  it('shows line breaks as spaces', () => {
    expect(toastPreview('Hello\n\nis it  free?')).toBe('Hello is it free?');
  });
});
