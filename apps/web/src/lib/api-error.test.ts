import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, isNetworkFailure, networkError } from './api-error';

describe('apiErrorFrom', () => {
  it('reads our error body', () => {
    const e = apiErrorFrom(
      400,
      JSON.stringify({
        error: { code: 'invalid-argument', message: 'bad', fields: { file: 'x' } },
      }),
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'bad',
      fields: { file: 'x' },
      reason: null,
    });
  });

  it('keeps the reason and details the server sends beside the code', () => {
    const e = apiErrorFrom(
      409,
      JSON.stringify({
        error: {
          code: 'conflict',
          reason: 'chat.thread-blocked',
          message: 'blocked',
          details: { by: 'u1' },
        },
      }),
    );
    expect(e).toMatchObject({
      code: 'conflict',
      reason: 'chat.thread-blocked',
      details: { by: 'u1' },
    });
  });

  it('falls back on the status when the body is not ours', () => {
    expect(apiErrorFrom(413, '<html>too big</html>', 'Payload Too Large')).toMatchObject({
      code: 'payload-too-large',
      message: 'Payload Too Large',
    });
    expect(apiErrorFrom(415, '')).toMatchObject({ code: 'unsupported-media-type' });
    expect(apiErrorFrom(502, '')).toMatchObject({ code: 'internal' });
    expect(apiErrorFrom(404, '{"error":"no"}', 'Not Found')).toMatchObject({
      code: 'unknown',
      message: 'Not Found',
    });
  });
});

describe('isNetworkFailure', () => {
  it('knows our own "no answer" error', () => {
    expect(isNetworkFailure(networkError())).toBe(true);
    expect(isNetworkFailure(new ApiError(503, 'unavailable', 'x'))).toBe(false);
    expect(isNetworkFailure(new ApiError(400, 'invalid-argument', 'failed to fetch'))).toBe(false);
  });

  it("knows each browser's words for a request or a page chunk that could not be downloaded", () => {
    for (const text of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Network request failed',
      'Failed to fetch dynamically imported module: /assets/home.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
      'Loading chunk 12 failed.',
    ])
      expect(isNetworkFailure(new TypeError(text)), text).toBe(true);
    expect(isNetworkFailure({ name: 'ChunkLoadError', message: '' })).toBe(true);
  });

  it('says no to everything else', () => {
    expect(isNetworkFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});
