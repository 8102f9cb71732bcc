import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import hi from '../../locales/hi/common.json';
import { ApiError } from '../../lib/api-error';
import { renderStatic, textOf } from '../../../test/static-render';
import { QueryFailure, QuerySkeleton, QueryState } from './query-state';

const query = (over: { isPending?: boolean; error?: unknown; isFetching?: boolean }) => ({
  isPending: over.isPending ?? false,
  error: over.error ?? null,
  isFetching: over.isFetching ?? false,
  refetch: () => {},
});

const state = (
  over: { isPending?: boolean; error?: unknown; isFetching?: boolean; empty?: boolean },
  lng = 'en',
) =>
  renderStatic(
    <QueryState
      query={query(over)}
      empty={over.empty}
      emptyText="Nothing yet"
      loading={<QuerySkeleton label="Loading…" rows={2} />}
      title="Bookings could not be loaded"
      retryLabel="Try again"
    >
      <p>The list</p>
    </QueryState>,
    { lng },
  );

describe('a query’s screen', () => {
  it('shows placeholders, named for screen readers, while it loads', async () => {
    const html = await state({ isPending: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Loading…"');
    expect(textOf(html)).not.toContain('The list');
  });

  it('says what failed and why in the reader’s language, with a way to try again', async () => {
    const html = await state({ error: new ApiError(404, 'not-found', 'Gone') });
    expect(html).toContain('role="alert"');
    const text = textOf(html);
    expect(text).toContain('Bookings could not be loaded');
    expect(text).toContain(en.errors.notFound);
    expect(text).toContain('Try again');
    expect(text).not.toContain('The list');
    const hindi = textOf(
      await state({ error: new ApiError(0, 'network', 'Failed to fetch') }, 'hi'),
    );
    expect(hindi).toContain(hi.errors.network);
  });

  it('keeps the retry button and marks it busy while the query asks again', async () => {
    const error = new ApiError(500, 'internal', 'Boom');
    const idle = await state({ error });
    const asking = await state({ error, isFetching: true });
    expect(idle).not.toContain('data-loading');
    expect(asking).toContain('data-loading');
    expect(textOf(asking)).toContain('Try again');
  });

  it('draws named placeholders when the screen gives none', async () => {
    const html = await renderStatic(
      <QueryState query={query({ isPending: true })} retryLabel="Try again">
        <p>The list</p>
      </QueryState>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`aria-label="${en.loading}"`);
  });

  it('says why in the screen’s own words when given, and offers no retry when told not to', async () => {
    const text = textOf(
      await renderStatic(
        <QueryFailure
          query={query({ error: new ApiError(403, 'permission-denied', 'No') })}
          title="You cannot see these"
          reason="Only the listing’s owner can."
          retryLabel="Try again"
          action={null}
        />,
      ),
    );
    expect(text).toContain('Only the listing’s owner can.');
    expect(text).not.toContain(en.errors.permissionDenied);
    expect(text).not.toContain('Try again');
  });

  it('says there is nothing yet, or shows what came', async () => {
    expect(textOf(await state({ empty: true }))).toContain('Nothing yet');
    expect(textOf(await state({}))).toContain('The list');
  });

  it('puts another action in place of the retry when one is given', async () => {
    const text = textOf(
      await renderStatic(
        <QueryFailure
          query={query({ error: new ApiError(403, 'permission-denied', 'No') })}
          retryLabel="Try again"
          action={<a href="/admin/security">Set up the second factor</a>}
        />,
      ),
    );
    expect(text).toContain('Set up the second factor');
    expect(text).not.toContain('Try again');
  });
});
