import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@nivaas/shared';
import { loadPasswordEstimator, personalWords } from '@nivaas/shared/password-strength';
import { ratePasswordNow } from './password-strength';

describe('ratePasswordNow', () => {
  it('rates with the estimator the server uses, once it has loaded', async () => {
    await loadPasswordEstimator();
    expect(ratePasswordNow('')).toBeNull();
    expect(ratePasswordNow('password')).toMatchObject({
      level: 'weak',
      acceptable: false,
      problem: VALIDATION.passwordCommon,
    });
    expect(ratePasswordNow('aaaaaaaaaaaaaaaaaa')?.acceptable).toBe(false);
    expect(ratePasswordNow('houseboaT')?.level).toBe('fair');
    expect(ratePasswordNow('Mumbai@2024')?.level).toBe('good');
    expect(ratePasswordNow('My flat in Pune has 2 balconies!')?.level).toBe('strong');
  });

  it("counts the person's own name as easy to guess", async () => {
    await loadPasswordEstimator();
    const own = personalWords({ email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma' });
    expect(ratePasswordNow('ashaverma', own)).toMatchObject({
      acceptable: false,
      problem: VALIDATION.passwordPersonal,
    });
  });
});
