import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PublicListing } from '@nivaas/shared';
import { makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { addImages } from '../../../test/property-images';
import { personWithProfile } from '../../../test/roommates';
import { addService } from '../../../test/services';
import { TEST_ORIGIN as BASE } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/use-test-app';

const dist = mkdtempSync(path.join(tmpdir(), 'nivaas-heads-'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="The built description."
    />
    <title>Built title</title>
  </head><body><div id="root"></div></body></html>`,
);
const t = useTestApp({ env: { WEB_DIST: dist } });
const TRICKY = 'Flat </script><script>alert(1)</script> & "sunny"';
let rent: Property;
let sale: Property;
let anil: TestUser;

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, html: res.body };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  const owner = await makeUser(t.app, 'owner');
  rent = await makeProperty(t.app, owner, {
    title: TRICKY,
    type: 'apartment',
    bedrooms: 2,
    amenities: ['Lift'],
  });
  await addImages(t, owner, rent.id);
  const provider = await makeUser(t.app, 'service-provider', {
    firstName: 'Anil',
    lastName: 'Reddy',
  });
  anil = provider;
  await addService(t, provider, {
    title: 'Leak & tap repairs',
    category: 'maintenance',
    subcategory: 'plumbing',
    price: 399,
  });
  await personWithProfile(t, { collegeName: 'IIT Hyderabad' });
  sale = await makeProperty(t.app, owner, {
    title: 'Villa with a garden',
    type: 'villa',
    listingType: 'sale',
    rent: undefined,
    salePrice: 11_500_000,
    area: 1_530,
  });
});

describe('the head of public pages in the HTML the server sends', () => {
  it('gives a listing preview its title, description, Open Graph, canonical and Offer', async () => {
    const url = `/rent/guntur/apartment/${rent.id}`;
    const { res, html } = await page(url);
    expect(res.statusCode).toBe(200);
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('The built description.');
    expect(html).toContain('<div id="root">');
    // Everything escaped: the title cannot end the script element or an attribute.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Flat &#60;/script&#62;&#60;script&#62;alert(1)');
    expect(meta(html, 'og:title')).toContain('&#34;sunny&#34; · ₹12,000/month · Brodipet, Guntur');
    expect(meta(html, 'description')).toMatch(
      /^2 BHK Apartment for rent in Brodipet, Guntur: ₹12,000\/month/,
    );
    expect(meta(html, 'og:url')).toBe(`${BASE}${url}`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}${url}" />`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${BASE}/uploads/.+`));
    // The cover's 800 px variant, as the public API names it.
    const { images } = (
      await t.app.inject({ method: 'GET', url: `/api/public/properties/${rent.id}` })
    ).json<PublicListing>();
    expect(meta(html, 'og:image')).toBe(`${BASE}${images[0]!.cardUrl}`);
    // The photo the page shows first is fetched with the app's code, in the variant it will pick.
    const cover = images[0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${cover.cardUrl}" imagesrcset="${cover.thumbnailUrl} 320w, ${cover.cardUrl} ${Math.min(800, cover.width)}w, ${cover.url} ${Math.min(1600, cover.width)}w" imagesizes="(min-width: 62em) 700px, 100vw" fetchpriority="high" />`,
    );
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'Offer',
      name: TRICKY,
      price: 12_000,
      priceCurrency: 'INR',
    });
    expect(ld.itemOffered).toMatchObject({ '@type': 'Apartment', numberOfRooms: 2 });
    // No exact address in what crawlers read.
    expect(html).not.toContain(rent.address);
  });

  it('reads a sale price in crore with its price per sq ft', async () => {
    const { html } = await page(`/buy/guntur/villa/${sale.id}`);
    expect(meta(html, 'og:title')).toContain('₹1.15 Cr (₹7,516/sq ft)');
    expect(jsonLd(html)).toMatchObject({ price: 11_500_000 });
  });

  it('answers a closed or unknown listing with 404 and noindex', async () => {
    const { res, html } = await page('/rent/guntur/apartment/no-such-listing');
    expect(res.statusCode).toBe(404);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain('<div id="root">');
  });

  it('gives a landing page an ItemList of its listings and home its Organization', async () => {
    const landing = await page('/rent/guntur/apartment');
    expect(landing.html).toContain('<title>Apartments for rent in Guntur | Nivaas</title>');
    expect(jsonLd(landing.html)).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ position: 1, url: `${BASE}/rent/guntur/apartment/${rent.id}` }],
    });
    // Its first card's photo, at the card's sizes.
    expect(landing.html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/[^"]+" imagesrcset="[^"]+ 320w, [^"]+" imagesizes="\(min-width: 75em\) 370px, \(min-width: 36em\) 50vw, 100vw" fetchpriority="high" \/>/,
    );
    const home = await page('/');
    expect(home.html).toContain(`<link rel="canonical" href="${BASE}/" />`);
    expect(jsonLd(home.html)).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Organization' })]),
    );
  });

  it("names a landing page's filter in its title, lists only its listings and is its own canonical page", async () => {
    const owner = await makeUser(t.app, 'owner');
    const place = { state: 'Andhra Pradesh', city: 'Vijayawada', sublocality: 'Benz Circle' };
    const small = await makeProperty(t.app, owner, {
      ...place,
      title: 'One room near Benz Circle',
      bedrooms: 1,
      rent: 9_000,
    });
    const big = await makeProperty(t.app, owner, {
      ...place,
      title: 'Three bedrooms near Benz Circle',
      bedrooms: 3,
      rent: 30_000,
      furnishing: 'furnished',
    });
    const bhk = await page('/rent/vijayawada/apartment?bedrooms=2&sort=price-asc');
    expect(bhk.html).toContain('<title>Apartments for rent in Vijayawada: 2+ BHK | Nivaas</title>');
    // The order is the same page: the canonical address names the filter only.
    expect(bhk.html).toContain(
      `<link rel="canonical" href="${BASE}/rent/vijayawada/apartment?bedrooms=2" />`,
    );
    expect(jsonLd(bhk.html)).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ url: `${BASE}/rent/vijayawada/apartment/${big.id}` }],
    });
    // The page asks the search exactly what the web's landing page asks.
    expect(bhk.html).toContain(
      'href="/api/properties/search?listingType=rent&#38;city=Vijayawada&#38;type=apartment&#38;bedrooms=2&#38;sort=price-asc&#38;limit=12"',
    );

    const budget = await page('/rent/vijayawada/apartment?maxPrice=10000');
    expect(budget.html).toContain(
      '<title>Apartments for rent in Vijayawada: Under ₹10,000 | Nivaas</title>',
    );
    expect(jsonLd(budget.html)).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ url: `${BASE}/rent/vijayawada/apartment/${small.id}` }],
    });

    // A choice the page's links never make is not a page of its own.
    const odd = await page('/rent/vijayawada/apartment?maxPrice=12345&genderPreference=male');
    expect(odd.html).toContain('<title>Apartments for rent in Vijayawada | Nivaas</title>');
    expect(odd.html).toContain(`<link rel="canonical" href="${BASE}/rent/vijayawada/apartment" />`);
    expect(jsonLd(odd.html)).toMatchObject({ numberOfItems: 2 });
  });

  it('gives services in a city their title, description, canonical and an ItemList of Services', async () => {
    const { res, html } = await page('/services/plumbing/hyderabad');
    expect(res.statusCode).toBe(200);
    expect(html).toContain('<title>Plumbing in Hyderabad | Nivaas</title>');
    expect(html).not.toContain('Built title');
    expect(meta(html, 'description')).toBe(
      'Book trusted Plumbing professionals in Hyderabad: prices, ratings and free slots on Nivaas.',
    );
    expect(meta(html, 'og:title')).toBe('Plumbing in Hyderabad | Nivaas');
    expect(meta(html, 'og:url')).toBe(`${BASE}/services/plumbing/hyderabad`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/services/plumbing/hyderabad" />`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [
        {
          position: 1,
          item: {
            '@type': 'Service',
            name: 'Leak & tap repairs',
            serviceType: 'Plumbing',
            areaServed: { '@type': 'City', name: 'Hyderabad' },
            provider: { '@type': 'Person', name: 'Anil Reddy' },
            offers: { price: 399, priceCurrency: 'INR' },
          },
        },
      ],
    });
    // A category page lists the same service; another city has none yet.
    expect((await page('/services/maintenance/hyderabad')).html).toContain(
      '<title>Maintenance in Hyderabad | Nivaas</title>',
    );
    expect(jsonLd((await page('/services/plumbing/chennai')).html)).toMatchObject({
      numberOfItems: 0,
    });
    // Unknown services and other spellings of a city read as the plain shell.
    expect((await page('/services/astrology/hyderabad')).html).toContain('Built title');
    expect((await page('/services/plumbing/Hyderabad')).html).toContain('Built title');
  });

  it('gives home services and a provider’s page their title, description and canonical', async () => {
    const services = await page('/services?category=cleaning&city=pune');
    expect(services.res.statusCode).toBe(200);
    expect(services.html).toContain('<title>Home services | Nivaas</title>');
    // The filters are a form: one canonical page, whatever the query.
    expect(services.html).toContain(`<link rel="canonical" href="${BASE}/services" />`);
    expect(meta(services.html, 'description')).toMatch(/^Movers, cleaners and repair people/);

    const { res, html } = await page(`/service-providers/${anil.id}`);
    expect(res.statusCode).toBe(200);
    expect(html).toContain('<title>Anil Reddy: Maintenance services in Hyderabad | Nivaas</title>');
    expect(meta(html, 'description')).toBe('Anil Reddy on Nivaas: 1 service, from ₹399.');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/service-providers/${anil.id}" />`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: 'Anil Reddy',
        makesOffer: [
          {
            price: 399,
            priceCurrency: 'INR',
            itemOffered: { name: 'Leak & tap repairs', serviceType: 'Plumbing' },
          },
        ],
      },
    });
    // Not a provider: 404, not to be indexed.
    const missing = await page('/service-providers/nobody-at-all');
    expect(missing.res.statusCode).toBe(404);
    expect(meta(missing.html, 'robots')).toBe('noindex');
  });

  it("gives a college's roommates page its title, lead and a CollectionPage", async () => {
    const { res, html } = await page('/roommates/iit-hyderabad');
    expect(res.statusCode).toBe(200);
    expect(html).toContain('<title>Roommates near IIT Hyderabad | Nivaas</title>');
    expect(meta(html, 'description')).toBe(
      'Students of IIT Hyderabad looking for a room or someone to share one with.',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/roommates/iit-hyderabad" />`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(jsonLd(html)).toMatchObject({
      '@type': 'CollectionPage',
      about: { '@type': 'CollegeOrUniversity', name: 'IIT Hyderabad' },
    });
    // A college nobody is looking from is not for search engines; screens keep the built head.
    expect(meta((await page('/roommates/no-such-college')).html, 'robots')).toBe('noindex');
    expect((await page('/roommates/create-profile')).html).toContain('Built title');
  });

  it('leaves other pages with the built head, and compresses for browsers that ask', async () => {
    expect((await page('/owner/properties')).html).toContain('Built title');
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('"@type":"WebSite"');
  });
});
