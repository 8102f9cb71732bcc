import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('sends only the filters that are set, and the page cursor', () => {
    expect(
      queryString({ q: 'Priya', role: undefined, verified: false, suspended: null }, 'abc'),
    ).toBe('?q=Priya&verified=false&cursor=abc');
  });

  it('is empty with no filters and the first page', () => {
    expect(queryString({ q: '', status: undefined })).toBe('');
  });
});
