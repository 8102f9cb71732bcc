import { describe, expect, it } from 'vitest';
import type { CommentList } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { ApiError } from '../../../lib/api-error';
import { commentsKey } from '../api/comments';
import { CommentsSection } from './comments-section';

const list: CommentList = {
  comments: [
    {
      id: 'c2',
      propertyId: 'p1',
      userId: 'u2',
      author: { id: 'u2', firstName: 'Sana', lastName: 'Khan', avatarUrl: '' },
      content: 'Newest one',
      rating: 5,
      createdAt: '2026-11-12T10:00:00.000Z',
      updatedAt: '2026-11-13T10:00:00.000Z',
    },
    {
      id: 'c1',
      propertyId: 'p1',
      userId: 'u1',
      author: { id: 'u1', firstName: 'Rahul', lastName: 'Mehta', avatarUrl: '' },
      content: 'Older one',
      rating: 3,
      createdAt: '2026-11-10T10:00:00.000Z',
      updatedAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  count: 2,
  ratingCount: 2,
  averageRating: 4,
  nextCursor: null,
};

const render = (
  viewer: { id: string; userType: string; actsAsAdmin?: boolean },
  comments: CommentList = list,
) =>
  renderStatic(<CommentsSection propertyId="p1" listingOwnerId="o1" />, {
    seed: [
      [['me'], viewer],
      [commentsKey('p1'), { pages: [comments], pageParams: [null] }],
    ],
  });

const count = (html: string, text: string) => html.split(text).length - 1;

describe('CommentsSection', () => {
  it('lists comments in the order the server gives (newest first) with average and count', async () => {
    const text = textOf(await render({ id: 'u9', userType: 'tenant' }));
    expect(text).toContain('4.0 out of 5 · 2 ratings');
    expect(text.indexOf('Newest one')).toBeLessThan(text.indexOf('Older one'));
    expect(text).toContain('Rated 5 out of 5');
    expect(text).toContain('12 Nov 2026 · edited');
    expect(text).not.toContain('10 Nov 2026 · edited');
  });

  it('lets the author edit and delete only their own comment', async () => {
    const html = await render({ id: 'u1', userType: 'tenant' });
    expect(count(html, '>Edit<')).toBe(1);
    expect(count(html, '>Delete<')).toBe(1);
  });

  it('lets an admin delete any comment but edit none', async () => {
    const html = await render({ id: 'a1', userType: 'admin', actsAsAdmin: true });
    expect(count(html, '>Edit<')).toBe(0);
    expect(count(html, '>Delete<')).toBe(2);
  });

  it('gives an admin who has not passed the second factor on this session no delete', async () => {
    const html = await render({ id: 'a1', userType: 'admin', actsAsAdmin: false });
    expect(count(html, '>Delete<')).toBe(0);
  });

  it('gives others a star rating form with one radio per star', async () => {
    const html = await render({ id: 'u9', userType: 'tenant' });
    expect(textOf(html)).toContain('Your rating');
    expect(html).toContain('aria-label="1 star"');
    expect(html).toContain('aria-label="5 stars"');
    expect(textOf(html)).toContain('Post comment');
  });

  it('counts one rating per person and offers the next page while there is one', async () => {
    const text = textOf(
      await render({ id: 'u9', userType: 'tenant' }, { ...list, count: 12, nextCursor: 'next' }),
    );
    expect(text).toContain('4.0 out of 5 · 2 ratings');
    expect(text).toContain('Load more');
    const last = textOf(await render({ id: 'u9', userType: 'tenant' }));
    expect(last).not.toContain('Load more');
  });

  it('tells someone who has rated that a new rating replaces theirs', async () => {
    expect(textOf(await render({ id: 'u1', userType: 'tenant' }))).toContain(
      'your new rating replaces your earlier one',
    );
    expect(textOf(await render({ id: 'u9', userType: 'tenant' }))).not.toContain(
      'replaces your earlier one',
    );
  });

  it('says so when there are no comments yet', async () => {
    const text = textOf(
      await render(
        { id: 'u9', userType: 'tenant' },
        { comments: [], count: 0, ratingCount: 0, averageRating: null, nextCursor: null },
      ),
    );
    expect(text).toContain('No comments yet.');
    expect(text).not.toContain('out of 5');
  });
});

describe('comments that could not load', () => {
  const failedWith = (error: ApiError) =>
    renderStatic(<CommentsSection propertyId="p1" listingOwnerId="o1" />, {
      seed: [[['me'], { id: 'u9', userType: 'tenant' }]],
      failed: [[commentsKey('p1'), error]],
    });

  it('say the spec’s words when the viewer may not see them', async () => {
    const text = textOf(await failedWith(new ApiError(403, 'permission-denied', 'Forbidden')));
    expect(text).toContain('You do not have permission to view comments...');
    expect(text).not.toContain('Try again');
  });

  it('offer another try when something else went wrong', async () => {
    const text = textOf(await failedWith(new ApiError(500, 'internal', 'Boom')));
    expect(text).not.toContain('permission to view comments');
    expect(text).toContain('Try again');
  });
});
