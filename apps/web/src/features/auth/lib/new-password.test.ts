import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@nivaas/shared';
import { loadPasswordEstimator } from '@nivaas/shared/password-strength';
import { newPasswordErrors } from './new-password';

describe('newPasswordErrors', () => {
  it('accepts a long enough password typed twice', () => {
    expect(newPasswordErrors('Nivaas@2026', 'Nivaas@2026')).toEqual({});
  });

  it('reports a short or over-long password on the password field', () => {
    expect(newPasswordErrors('short', 'short')).toEqual({ password: VALIDATION.passwordLength });
    expect(newPasswordErrors('x'.repeat(129), 'x'.repeat(129))).toEqual({
      password: VALIDATION.passwordTooLong,
    });
  });

  it('reports a different confirmation on the confirm field', () => {
    expect(newPasswordErrors('Nivaas@2026', 'Nivaas@2025')).toEqual({
      confirm: VALIDATION.passwordsDiffer,
    });
  });
});

describe('newPasswordErrors, with the estimator loaded', () => {
  it('refuses a weak password as the server would', async () => {
    await loadPasswordEstimator();
    expect(newPasswordErrors('password', 'password')).toEqual({
      password: VALIDATION.passwordCommon,
    });
    expect(newPasswordErrors('ravikumar', 'ravikumar', ['ravi', 'kumar'])).toEqual({
      password: VALIDATION.passwordPersonal,
    });
    expect(newPasswordErrors('Mumbai@2024', 'Mumbai@2024')).toEqual({});
  });
});
