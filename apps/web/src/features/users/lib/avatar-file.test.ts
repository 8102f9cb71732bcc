import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@nivaas/shared';
import { avatarFileProblem } from './avatar-file';

describe('avatarFileProblem', () => {
  it('accepts the five image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('unsupported-media-type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe('unsupported-media-type');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'payload-too-large',
    );
  });
});
