import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../test/static-render';
import { useRoleWelcome } from './use-role-welcome';

function Welcome() {
  return <p>{useRoleWelcome()}</p>;
}

const DAY = 24 * 60 * 60 * 1000;
const seeker = (createdAgoMs: number, firstName = 'Asha') => ({
  seed: [
    [
      ['me'],
      {
        id: 'u1',
        userType: 'tenant',
        firstName,
        createdAt: new Date(Date.now() - createdAgoMs).toISOString(),
      },
    ],
  ] as [readonly unknown[], unknown][],
});

describe('the seeker’s welcome', () => {
  it('greets an account made today without "back"', async () => {
    const text = textOf(await renderStatic(<Welcome />, seeker(5 * 60 * 1000)));
    expect(text).toBe('Welcome, Asha! Ready to find your perfect place?');
  });

  it('greets a nameless new account the same way', async () => {
    const text = textOf(await renderStatic(<Welcome />, seeker(60 * 1000, ' ')));
    expect(text).toBe('Welcome! Ready to find your perfect place?');
  });

  it('welcomes someone back once the account is older than a day', async () => {
    const text = textOf(await renderStatic(<Welcome />, seeker(3 * DAY)));
    expect(text).toBe('Welcome back, Asha! Ready to find your perfect place?');
  });

  it('says it in the person’s language too', async () => {
    const html = await renderStatic(<Welcome />, { ...seeker(60 * 1000), lng: 'hi' });
    expect(textOf(html)).toBe('स्वागत है, Asha! अपने लिए सही घर खोजने के लिए तैयार हैं?');
  });
});
