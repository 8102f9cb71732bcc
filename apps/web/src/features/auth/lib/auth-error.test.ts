import { describe, expect, it } from 'vitest';
import { AuthFailure, callAuth, toAuthFailure } from './auth-error';

describe('toAuthFailure', () => {
  it('keeps Better Auth codes', () => {
    const f = toAuthFailure({
      status: 403,
      statusText: 'Forbidden',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
    expect(f).toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
  });

  it('reads our own error body (rate limits, origin check)', () => {
    const f = toAuthFailure({
      status: 429,
      error: { code: 'resource-exhausted', message: 'Too many attempts.' },
    });
    expect(f).toMatchObject({
      status: 429,
      code: 'resource-exhausted',
      message: 'Too many attempts.',
    });
  });

  it("keeps our body's reason and field messages (a weak password, a delayed account)", () => {
    const weak = toAuthFailure({
      status: 400,
      error: {
        code: 'invalid-argument',
        reason: 'request.invalid',
        message: 'Please check the highlighted fields.',
        fields: { newPassword: 'Dates and years are easy to guess. Add a few unrelated words.' },
      },
    });
    expect(weak.fields).toEqual({
      newPassword: 'Dates and years are easy to guess. Add a few unrelated words.',
    });
    const delayed = toAuthFailure({
      status: 429,
      error: { code: 'resource-exhausted', reason: 'auth.account-delayed', message: 'Wait.' },
    });
    expect(delayed).toMatchObject({ reason: 'auth.account-delayed', fields: {} });
  });

  it('derives a code from the status when the body has none', () => {
    expect(toAuthFailure({ status: 502 }).code).toBe('internal');
    expect(toAuthFailure({ status: 404 }).code).toBe('not-found');
    expect(toAuthFailure({ status: 418 }).code).toBe('unknown');
  });

  it('treats a thrown fetch as a network failure', () => {
    expect(toAuthFailure(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('callAuth', () => {
  it('returns data on success', async () => {
    await expect(callAuth(async () => ({ data: { ok: 1 }, error: null }))).resolves.toEqual({
      ok: 1,
    });
  });

  it('throws AuthFailure on an error answer or a rejected call', async () => {
    await expect(
      callAuth(async () => ({
        data: null,
        error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      })),
    ).rejects.toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    await expect(
      callAuth(async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toBeInstanceOf(AuthFailure);
  });
});
