import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@nivaas/shared';
import en from '../../../locales/en/comments.json';

/**
 * Server messages are translated by finding their English text in comments.json, so the
 * English tables must hold the server's texts verbatim (spec section 8).
 */
describe('comments.json English tables', () => {
  it('has every field message of the comment schema', () => {
    const table = Object.values(en.validation);
    for (const text of [
      COMMENT_MESSAGES.contentRequired,
      COMMENT_MESSAGES.contentTooLong,
      COMMENT_MESSAGES.rating,
    ])
      expect(table).toContain(text);
  });

  it('has every rule message and the spec failure texts', () => {
    const table = Object.values(en.errors.server);
    for (const text of [
      COMMENT_MESSAGES.notFound,
      COMMENT_MESSAGES.editOwn,
      COMMENT_MESSAGES.deleteOwn,
      COMMENT_MESSAGES.ownListing,
      'Failed to add comment',
      'Failed to update comment',
      'Failed to delete comment',
    ])
      expect(table).toContain(text);
  });
});
