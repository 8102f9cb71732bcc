import { describe, expect, it } from 'vitest';
import { VALIDATION } from './schemas/user';
import { personalWords, ratePassword } from './password-strength';

const asha = personalWords({
  email: 'asha.verma@example.in',
  firstName: 'Asha',
  lastName: 'Verma',
});

describe('password strength', () => {
  it('refuses the passwords attackers try first, saying why', async () => {
    expect(await ratePassword('password')).toMatchObject({
      level: 'weak',
      acceptable: false,
      problem: VALIDATION.passwordCommon,
    });
    expect(await ratePassword('Password123!')).toMatchObject({ acceptable: false });
    expect(await ratePassword('aaaaaaaa')).toMatchObject({
      acceptable: false,
      problem: VALIDATION.passwordPattern,
    });
    expect(await ratePassword('12345678')).toMatchObject({ acceptable: false });
  });

  it("refuses a password made of the person's own name or the site's", async () => {
    expect(await ratePassword('ashaverma', asha)).toMatchObject({
      acceptable: false,
      problem: VALIDATION.passwordPersonal,
    });
    expect(await ratePassword('nivaas2024', asha)).toMatchObject({ acceptable: false });
  });

  it('calls anything under the minimum length weak', async () => {
    expect(await ratePassword('Zq9!')).toEqual({
      level: 'weak',
      score: 0,
      acceptable: false,
      problem: VALIDATION.passwordLength,
    });
  });

  it('accepts fair and better, and rates longer unrelated words higher', async () => {
    expect(await ratePassword('houseboaT')).toMatchObject({ level: 'fair', acceptable: true });
    expect(await ratePassword('Mumbai@2024')).toMatchObject({ level: 'good', problem: null });
    expect(await ratePassword('My flat in Pune has 2 balconies!')).toMatchObject({
      level: 'strong',
    });
  });

  it('rates a very long password quickly (only its start is rated)', async () => {
    // Node's, in this Node-run test (the shared package's types know no Node).
    const { process } = globalThis as unknown as {
      process: { cpuUsage(since?: CpuUsage): CpuUsage };
    };
    await ratePassword('warm-up-password');
    // The work it takes, not the time on the clock: a machine busy with other work (a load of
    // 13 was seen) stretches the clock past any budget while the rating itself stays fast.
    const started = process.cpuUsage();
    const rating = await ratePassword('p@ssw0rd'.repeat(16));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(500);
    expect(rating.acceptable).toBe(false);
  });
});

interface CpuUsage {
  user: number;
  system: number;
}
