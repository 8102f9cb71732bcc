import { expect, test } from './fixtures';

test.describe('crashes reach the operators', () => {
  test('a page that throws while rendering tells the server where, in which build and browser, and nothing of the page', async ({
    page,
  }) => {
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/client-errors'),
    );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/client-errors'),
    );
    // The query is the page's own business (here a made-up token): it must not travel.
    await page.goto('/crash-test?token=kept-in-this-browser');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

    const request = await reported;
    const body = request.postDataJSON() as Record<string, string>;
    expect(body).toEqual({
      kind: 'render',
      message: 'Crash test: thrown on purpose while rendering',
      stack: expect.stringContaining('Crash test: thrown on purpose while rendering'),
      route: '/crash-test',
      release: expect.stringMatching(/^start-[\w-]+$/),
      userAgent: await page.evaluate(() => navigator.userAgent),
    });
    expect(request.postData()).not.toContain('kept-in-this-browser');
    // Written to the server's log (its own test reads the line): the server took it.
    expect((await answered).status()).toBe(204);
  });
});
