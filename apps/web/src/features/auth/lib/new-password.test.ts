import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@nivaas/shared';
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
