import { expect, test } from './fixtures';
import { BASE_URL, DEMO, submitSignInForm, uniqueEmail } from './support';

// The only tests that submit the sign-in form (4 attempts a run; see ./fixtures.ts): every other
// test reuses a saved session.

test.describe('accounts', () => {
  test('a new owner registers, verifies through the dev outbox and lands on the owner dashboard', async ({
    page,
    snap,
  }) => {
    const email = uniqueEmail('owner');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your Nivaas account' })).toBeVisible();
    await snap(page, 'register');
    await page.getByLabel('First name').fill('Lakshmi');
    await page.getByLabel('Last name').fill('Narayanan');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lakshmi-rents-2026');
    await page.getByRole('radio', { name: /^Owner/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend/ })).toBeVisible();
    await snap(page, 'verify-email');

    // The laptop's "inbox": the dev outbox page lists the mail with its link.
    await page.goto('/dev/outbox');
    const row = page.locator('body').getByText(email).first();
    await expect(row).toBeVisible();
    const mails = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json();
    const link: string = (mails.mails ?? mails)[0].link;
    expect(link).toContain('/api/auth/verify-email?token=');
    await page.goto(link);

    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    await page
      .getByRole('button', { name: 'Continue' })
      .or(page.getByRole('link', { name: 'Continue' }))
      .click();
    await expect(page).toHaveURL(/\/owner$/);
    await expect(page.getByText('Manage your properties with ease.')).toBeVisible();
    await expect(page.getByText('Hi, Lakshmi')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Owner', { exact: true })).toBeVisible();
  });

  test('signed out, a guarded page sends you to login; a wrong password is refused, the right one brings you back; logout ends the session', async ({
    page,
  }) => {
    await page.goto('/owner/properties');
    await expect(page).toHaveURL(/\/login/);
    await submitSignInForm(page, DEMO.owner, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
    await expect(page).toHaveURL(/\/login/);
    await submitSignInForm(page, DEMO.owner);
    await expect(page).toHaveURL(/\/owner\/properties$/);
    await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();

    // This session is the test's own (never sign out of a saved one).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/owner/properties');
    await expect(page).toHaveURL(/\/login/);
  });

  test('from the login page, an unverified account goes to the verify screen and a seeker to her home', async ({
    page,
  }) => {
    const email = uniqueEmail('early');
    const res = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: BASE_URL },
      data: {
        email,
        password: 'Early-bird-2026',
        name: 'Early Bird',
        firstName: 'Early',
        lastName: 'Bird',
        userType: 'tenant',
      },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/login');
    await submitSignInForm(page, email, 'Early-bird-2026');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

    await page.goto('/login');
    await submitSignInForm(page, DEMO.seeker);
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('banner').getByText('Hi, Priya')).toBeVisible();
  });

  test('login?role=owner is the role a new account gets, never the one an account signs in with', async ({
    page,
    snap,
  }) => {
    await page.goto('/login?role=owner');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText(/Signing in as|I am a/)).toHaveCount(0);
    const join = page.getByRole('link', { name: 'Create an account' });
    await expect(join).toHaveAttribute('href', '/register?role=owner');
    await snap(page, 'login');
  });

  test('password reset by mail', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: BASE_URL },
      data: {
        email,
        password: 'Old-password-2026',
        name: 'Forget Ful',
        firstName: 'Forget',
        lastName: 'Ful',
        userType: 'tenant',
      },
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form also has an Email field: wait for the new page before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`If an account exists for ${email}, we've sent a link`),
    ).toBeVisible();
    const mails = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
    ).json();
    const reset = (mails.mails ?? mails).find((m: { subject: string }) => /reset/i.test(m.subject));
    await page.goto(reset.link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('New-password-2026');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('New-password-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible();
  });
});
