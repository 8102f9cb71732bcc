import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '@nivaas/shared';
import { ApiError } from '../../lib/api-client';
import { crashReport, type CrashPlace } from './report-crash';

const place: CrashPlace = {
  path: '/tenant/favorites',
  release: 'start-CArIeBv4',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
};

describe('crashReport', () => {
  it('tells the message, the stack with the components, the path, the build and the browser', () => {
    const error = new Error('Maximum update depth exceeded');
    const report = crashReport('render', error, '\n    at AppHeader\n    at MainLayout', place);
    expect(report).toEqual({
      kind: 'render',
      message: 'Maximum update depth exceeded',
      stack: `${error.stack}\n\nComponents:\n    at AppHeader\n    at MainLayout`,
      route: '/tenant/favorites',
      release: 'start-CArIeBv4',
      userAgent: place.userAgent,
    });
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('keeps every field within what the server accepts, however long the error', () => {
    const error = new Error('x'.repeat(10_000));
    error.stack = 'y'.repeat(50_000);
    const report = crashReport('uncaught', error, 'z'.repeat(50_000), {
      path: `/${'p'.repeat(1000)}`,
      release: 'r'.repeat(200),
      userAgent: 'u'.repeat(2000),
    });
    expect(report!.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report!.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it("tells only the type of a thrown object, never what it held (it could be the page's data)", () => {
    const report = crashReport('unhandled-rejection', { phone: '9876543210' }, null, place);
    expect(report).toMatchObject({ message: 'Thrown object', stack: '' });
    expect(JSON.stringify(report)).not.toContain('9876543210');
  });

  it('sends nothing for network or server trouble: those are not crashes', () => {
    expect(
      crashReport('unhandled-rejection', new ApiError(0, 'network', 'network'), null, place),
    ).toBeNull();
    expect(crashReport('render', new ApiError(503, 'unavailable', 'x'), null, place)).toBeNull();
  });
});
