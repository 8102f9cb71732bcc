import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../../test/static-render';
import { configKey } from '../../../lib/api/config';
import LoginPage from './login';

const withGoogle = (googleEnabled: boolean) =>
  [[configKey, { googleEnabled }]] as [readonly unknown[], unknown][];

describe('the sign-in page', () => {
  it('lets an account sign in as what it is: no role to pick, no "Signing in as"', async () => {
    const text = textOf(await renderStatic(<LoginPage />, { seed: withGoogle(true) }));
    expect(text).not.toContain('I am a');
    expect(text).not.toContain('Signing in as');
    expect(text).toContain('Continue with Google');
  });

  it('words ?role= as the role of a new Google sign-up', async () => {
    const html = await renderStatic(<LoginPage />, {
      seed: withGoogle(true),
      path: '/login?role=owner',
    });
    expect(textOf(html)).toContain(
      'New to Nivaas? Continue with Google as an Owner, or create an account',
    );
    expect(html).toContain('href="/register?role=owner"');
  });

  it('offers a seeker sign-up by default, in the page’s language', async () => {
    const html = await renderStatic(<LoginPage />, { seed: withGoogle(true), lng: 'hi' });
    expect(textOf(html)).toContain('खोजकर्ता के रूप में Google से जारी रखें');
  });

  it('says only "Create an account" when Google sign-in is not set up', async () => {
    const text = textOf(await renderStatic(<LoginPage />, { seed: withGoogle(false) }));
    expect(text).toContain('New to Nivaas? Create an account');
    expect(text).not.toContain('Continue with Google');
  });
});
