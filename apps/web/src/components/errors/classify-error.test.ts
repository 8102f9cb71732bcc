import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorKind } from './classify-error';

/** What React Router hands an error element for a thrown Response (ErrorResponseImpl). */
const routeResponse = (status: number) => ({ status, statusText: 'x', internal: true, data: null });

describe('errorKind', () => {
  it('shows "Page not found" for router 404s', () => {
    expect(errorKind(routeResponse(404))).toBe('not-found');
  });

  it('shows the Connection Notice for network and database trouble', () => {
    expect(errorKind(new ApiError(0, 'network', 'network'))).toBe('connection');
    expect(errorKind(new ApiError(503, 'unavailable', 'x'))).toBe('connection');
    expect(errorKind(new ApiError(412, 'failed-precondition', 'x'))).toBe('connection');
    expect(errorKind(new ApiError(500, 'internal', 'x'))).toBe('connection');
    expect(
      errorKind(new TypeError('Failed to fetch dynamically imported module: /assets/home.js')),
    ).toBe('connection');
    expect(errorKind(new TypeError('Importing a module script failed.'))).toBe('connection');
    expect(errorKind(new Error('FIRESTORE INTERNAL ASSERTION FAILED: Unexpected state'))).toBe(
      'connection',
    );
    expect(errorKind(routeResponse(503))).toBe('connection');
  });

  it('shows "Something went wrong" for everything else', () => {
    expect(errorKind(new Error('Cannot read properties of undefined'))).toBe('general');
    expect(errorKind(new ApiError(403, 'permission-denied', 'x'))).toBe('general');
    expect(errorKind(new ApiError(404, 'not-found', 'x'))).toBe('general');
    expect(errorKind(null)).toBe('general');
    expect(errorKind('boom')).toBe('general');
  });
});
