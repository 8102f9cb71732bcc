import { describe, expect, it } from 'vitest';
import { AuthFailure } from '../lib/auth-error';
import { withSuspensionReason } from './form-error';

describe('withSuspensionReason', () => {
  it("adds the admin's own words to a suspended account's refusal", () => {
    const refused = new AuthFailure(
      403,
      'permission-denied',
      'Your account is suspended: Asking seekers for deposits',
      'auth.suspended',
    );
    expect(withSuspensionReason('आपका खाता निलंबित है', refused)).toBe(
      'आपका खाता निलंबित है: Asking seekers for deposits',
    );
  });

  it('leaves every other failure, and a refusal without a reason, as it is', () => {
    const wrong = new AuthFailure(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(withSuspensionReason('Wrong password', wrong)).toBe('Wrong password');
    const bare = new AuthFailure(
      403,
      'permission-denied',
      'Your account is suspended',
      'auth.suspended',
    );
    expect(withSuspensionReason('Your account is suspended', bare)).toBe(
      'Your account is suspended',
    );
  });
});
