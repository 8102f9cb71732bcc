// What bench:http and soak need before the load: listings to search, people with sessions (and
// a password to sign in with), a conversation per pair of people.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../ensure.mjs';
import { openConversations } from '../bench-chat/conversations.mjs';

/** Bulk listings through `seed:bulk`, in the database the environment names. */
export function seedListings(env, count, log) {
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/scripts/seed-bulk.ts', '--properties', String(count)],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`seed:bulk failed (exit ${r.status ?? r.signal})`);
  log(`  ${count} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `count` people, each with a session cookie, an email and a password. */
export function createPeople(env, count, tmp, log) {
  const started = Date.now();
  const file = path.join(tmp, 'people.json');
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/bench-chat/setup-users.ts',
      '--users',
      String(count),
      '--out',
      file,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`people setup failed (exit ${r.status ?? r.signal})`);
  const people = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  log(`  ${people.length} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return people;
}

/** Pairs people up (2k with 2k+1) in a conversation each, through the real API. */
export async function pairPeople(baseUrl, people, origin) {
  const ids = await openConversations(baseUrl, people, origin);
  return people.map((p, i) => ({ ...p, index: i, conversationId: ids[Math.floor(i / 2)] }));
}

/** The ids of up to `limit` open listings, from a search the way the web app asks for them. */
export async function listingIds(baseUrl, limit = 50) {
  const res = await globalThis.fetch(`${baseUrl}/api/properties/search?limit=${limit}`);
  if (!res.ok) throw new Error(`search for listing ids answered ${res.status}`);
  const ids = (await res.json()).properties.map((p) => p.id);
  if (ids.length === 0) throw new Error('the search found no listings to read');
  return ids;
}
