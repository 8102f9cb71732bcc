// The requests of bench:http and soak, as autocannon request lists. Every connection keeps its
// own person (its context), so the signed-in mix is many people, not one person many times.
import { randomBytes } from 'node:crypto';

/** The search the web app sends most after the home page's: a city, a rent range, bedrooms. */
export const SEARCH_PATH =
  '/api/properties/search?city=Hyderabad&listingType=rent&minPrice=15000&maxPrice=40000&bedrooms=2';

/** What signed-in people search for in the mix, in turn: the bench:search queries' filters. */
export const MIX_SEARCHES = [
  SEARCH_PATH,
  '/api/properties/search',
  '/api/properties/search?q=metro',
  '/api/properties/search?city=Pune&q=balcony',
  '/api/properties/search?city=Bengaluru&near=Koramangala&radiusKm=5&sort=distance',
  '/api/properties/search?city=Chennai&listingType=rent&sort=price-asc',
  '/api/properties/search?city=Mumbai&furnishing=furnished&amenities=Lift%2CParking',
];

const BROWSER = { 'accept-encoding': 'br, gzip' };

/** Hands out people round-robin, one per connection, on its first request. */
function personFor(people) {
  let next = 0;
  return (context) => {
    context.person ??= people[next++ % people.length];
    return context.person;
  };
}

/** The home page's HTML, as a browser asks for it. */
export function homePage() {
  return [{ method: 'GET', path: '/', headers: { ...BROWSER, accept: 'text/html' } }];
}

/** The home page's first-load assets (scripts, styles, preloads), compressed, in turn. */
export function homeAssets(html) {
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error('the home page names no /assets/ files');
  return [...new Set(paths)].map((path) => ({ method: 'GET', path, headers: BROWSER }));
}

export function search() {
  return [{ method: 'GET', path: SEARCH_PATH }];
}

/**
 * One listing, read by a signed-in person (the full listing needs a session); or, with
 * `searching`, the search by a signed-in person (whose answers are never reused).
 */
export function listing(people, ids, origin, searching = false) {
  const person = personFor(people);
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req, context) => ({
        ...req,
        path: searching ? SEARCH_PATH : `/api/properties/${ids[n++ % ids.length]}`,
        headers: { origin, cookie: person(context).cookie },
      }),
    },
  ];
}

/** Email-and-password sign-in; each one costs the server a password check (scrypt). */
export function signIn(people, origin) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      setupRequest: (req) => {
        const p = people[n++ % people.length];
        return {
          ...req,
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: p.email, password: p.password }),
        };
      },
    },
  ];
}

/**
 * What a signed-in person does, in turn: searches, reads a listing, saves it as a favourite,
 * sends a message in their conversation.
 */
export function signedInMix(people, ids, origin) {
  const person = personFor(people);
  const headers = (context, json) => ({
    origin,
    cookie: person(context).cookie,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const pick = (context) => {
    context.n = (context.n ?? 0) + 1;
    return ids[(context.n + person(context).index) % ids.length];
  };
  return [
    {
      method: 'GET',
      setupRequest: (req, context) => ({
        ...req,
        path: MIX_SEARCHES[((context.n ?? 0) + person(context).index) % MIX_SEARCHES.length],
        headers: headers(context),
      }),
    },
    {
      method: 'GET',
      setupRequest: (req, context) => {
        context.listing = pick(context);
        return { ...req, path: `/api/properties/${context.listing}`, headers: headers(context) };
      },
    },
    {
      method: 'PUT',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/favorites/${context.listing}`,
        headers: headers(context),
      }),
    },
    {
      method: 'POST',
      setupRequest: (req, context) => ({
        ...req,
        path: `/api/conversations/${person(context).conversationId}/messages`,
        headers: headers(context, true),
        body: JSON.stringify({
          content: `Is it still available? (${context.n})`,
          clientKey: randomBytes(12).toString('base64url'),
        }),
      }),
    },
  ];
}
