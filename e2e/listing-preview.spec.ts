import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { NARROW, submitSignInForm, DEMO } from './support';

const shots = 'test-results/screenshots';

/** The Open Graph tags of the HTML the server sends, as a link preview reads them. */
function ogTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    const text = m[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    tags[m[1]!] = text;
  }
  return tags;
}

/** A chat bubble with a link card, laid out like WhatsApp's, from nothing but the tags. */
const whatsAppCard = (url: string, og: Record<string, string>) => {
  const esc = (s = '') => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #efeae2; font: 15px/1.35 system-ui, sans-serif; padding: 24px 12px; }
    .bubble { margin-left: auto; max-width: 330px; background: #d9fdd3; border-radius: 8px; padding: 4px; box-shadow: 0 1px .5px rgba(0,0,0,.13); }
    .card { background: #d1f4cc; border-radius: 6px; overflow: hidden; }
    .card img { display: block; width: 100%; aspect-ratio: 1.91 / 1; object-fit: cover; }
    .text { padding: 8px 10px; }
    .title { font-weight: 600; color: #111b21; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
    .desc { color: #54656f; font-size: 13px; margin-top: 2px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
    .site { color: #8696a0; font-size: 12px; margin-top: 4px; }
    .link { color: #027eb5; padding: 6px 6px 2px; word-break: break-all; font-size: 14px; }
    .time { text-align: right; color: #667781; font-size: 11px; padding: 0 6px 2px; }
  </style></head><body><div class="bubble"><div class="card">
    ${og['og:image'] ? `<img src="${esc(og['og:image'])}" alt="">` : ''}
    <div class="text"><div class="title">${esc(og['og:title'])}</div>
    <div class="desc">${esc(og['og:description'])}</div>
    <div class="site">${esc(new URL(og['og:url'] ?? url).host)}</div></div></div>
    <div class="link">${esc(url)}</div><div class="time">10:42 pm ✓✓</div></div></body></html>`;
};

test.describe('public listing preview', () => {
  test.use({ viewport: NARROW });

  test('a visitor opens a listing from a landing page, reads it without the address, and signs in to reach the owner', async ({
    page,
    request,
  }) => {
    mkdirSync(shots, { recursive: true });
    await page.goto('/rent/hyderabad/apartment');
    // A listing with photos: other tests add listings of their own (without any) to this city.
    const first = page
      .getByRole('list', { name: /results/i })
      .getByRole('listitem')
      .filter({ has: page.locator('img[src^="/uploads/"]') })
      .getByRole('link')
      .first();
    await expect(first).toHaveAttribute('href', /^\/rent\/hyderabad\/apartment\/[^/]+$/);
    const href = (await first.getAttribute('href'))!;
    const id = href.split('/').pop()!;
    await first.click();
    await expect(page).toHaveURL(href);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Hyderabad$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Map of/ })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, 'listing-preview-390.png'), fullPage: true });

    // The HTML the server sends carries the tags a link preview reads; render them as WhatsApp would.
    const html = await (await request.get(href)).text();
    const og = ogTags(html);
    expect(og['og:url']).toMatch(new RegExp(`${href}$`));
    expect(og['og:image']).toMatch(/^http:\/\/localhost:\d+\/uploads\//);
    expect(html).toContain('"@type":"Offer"');
    // Served from our own origin, so the photo loads as it would for the app.
    const card = await page.context().newPage();
    await card.setViewportSize(NARROW);
    await card.route('**/__link-preview', (route) =>
      route.fulfill({ contentType: 'text/html', body: whatsAppCard(og['og:url']!, og) }),
    );
    await card.goto('/__link-preview');
    await card.waitForLoadState('networkidle');
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await card.screenshot({ path: path.join(shots, 'whatsapp-link-preview-390.png') });
    await card.close();

    // Signing in from the preview returns to the full listing.
    await expect(page.getByRole('link', { name: 'Sign up to contact' })).toHaveAttribute(
      'href',
      `/register?role=tenant&from=${encodeURIComponent(`/properties/${id}`)}`,
    );
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    await submitSignInForm(page, DEMO.seeker);
    await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'seeker' });

    test('a listing on a phone keeps price, Contact owner and Share in a bar at the bottom', async ({
      page,
    }) => {
      await page.goto('/buy/hyderabad/all');
      const card = page
        .getByRole('list', { name: /results/i })
        .getByRole('article')
        .first();
      // Sale prices read in lakh or crore on the card.
      await expect(card).toContainText(/₹[\d.]+ (L|Cr)/);
      const href = (await card.getByRole('link').first().getAttribute('href'))!;
      await page.goto(`/properties/${href.split('/').pop()}`);
      const bar = page.getByRole('complementary', { name: 'Price and what to do next' });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(/₹[\d.]+ (L|Cr)/);
      await expect(bar.getByRole('link', { name: 'Contact owner' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.screenshot({ path: path.join(shots, 'listing-action-bar-390.png') });
      // Without a share sheet (desktop Chromium), Share offers WhatsApp and Copy link.
      await bar.getByRole('button', { name: 'Share' }).click();
      const whatsApp = page.getByRole('menuitem', { name: 'Share on WhatsApp' });
      await expect(whatsApp).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=.+%2Fbuy%2Fhyderabad%2F/,
      );
      await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    });
  });
});
