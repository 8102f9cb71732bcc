import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessesIn, foreignAccesses, tableAccesses, tableOwners } from './table-access';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * The reads of another module's tables that stay, each with its reason: `<module> → <table>`.
 * Reads of the `users` table (a name, a role, a suspension beside a row) are allowed everywhere
 * (docs/architecture.md, "Where tables live"). This list only shrinks: a read moved behind its
 * owner's face must leave it (the test fails on an entry nothing uses), and a new foreign read
 * fails until it goes through the owner's face or is added here with its reason.
 */
const ALLOWED_READS: Record<string, string> = {
  'property-search → properties':
    "the search is the listings' read model: one statement filters, sorts and pages them",
  'property-search → property_amenities': 'the amenity filter of the same statement',
  'admin-audit → audit_log':
    'the audit plugin writes the log inside each change; the admin area reads it',
  'admin-audit → properties': "the entries' target titles, joined in the page's one statement",
  'admin-audit → services': "the entries' target titles, joined in the page's one statement",
  'admin-content → properties': 'the moderation queue filters and pages listings in one statement',
  'admin-content → roommate_profiles':
    'the moderation queue filters and pages profiles in one statement',
  'admin-content → services': 'the moderation queue filters and pages services in one statement',
  'admin-stats → properties': 'counts for the dashboard, one statement per figure',
  'admin-stats → reports': 'counts for the dashboard, one statement per figure',
  'applications → properties': "the listing's title and owner beside each application page",
  'bookings → properties': "the listing's title beside each stay of a page",
  'dev → outbox_mails': 'the development mail viewer reads what the mail plugin queued',
  'favorites → properties': 'the saved listings page joins the listings it pages',
  'properties → reports': 'why a listing is held for review: its open automatic reports',
  'rent-escalations → properties': "the listing's title and owner beside each schedule and notice",
  'scam-signals → properties': 'the signals compare a listing with all others (rent, text, owner)',
  'scam-signals → property_images': 'the photo match compares hashes across listings',
  'service-bookings → services': "the service's name and provider beside each booking",
  'services → service_reviews': "a service's reviews and rating, read where the service is shown",
};

const owners = tableOwners(SRC);
const foreign = foreignAccesses(owners, tableAccesses(SRC));
const where = (a: { module: string; table: string; file: string }) =>
  `${a.module} → ${a.table} (${a.file})`;

describe("a module's tables", () => {
  it('are written by that module only; others go through its face or an event it handles', () => {
    expect(foreign.filter((a) => a.kind === 'write').map(where)).toEqual([]);
  });

  it('are read by others only where the allow-list says why (the users table aside)', () => {
    const undeclared = foreign.filter(
      (a) => a.kind === 'read' && a.table !== 'users' && !ALLOWED_READS[`${a.module} → ${a.table}`],
    );
    expect(undeclared.map(where)).toEqual([]);
  });

  it('keeps no allow-list entry that no read uses any more (the list only shrinks)', () => {
    const used = new Set(foreign.map((a) => `${a.module} → ${a.table}`));
    expect(Object.keys(ALLOWED_READS).filter((entry) => !used.has(entry))).toEqual([]);
  });

  it('are all known: every table a module names has an owner', () => {
    const unknown = tableAccesses(SRC).filter((a) => !owners.has(a.table));
    expect(unknown.map(where)).toEqual([]);
  });
});

describe('the table check', () => {
  const probe = (text: string) =>
    foreignAccesses(owners, accessesIn('interests', 'modules/interests/probe.ts', text));

  it("finds a write to another module's table, in any of its forms", () => {
    const found = probe(`
      db.updateTable('properties').set({ interestedCount: 1 });
      db.insertInto('notifications').values(row);
      trx.deleteFrom('sessions as s').where('s.userId', '=', id);
    `);
    expect(found.map((a) => [a.kind, a.table, a.owner])).toEqual([
      ['write', 'properties', 'properties'],
      ['write', 'notifications', 'notifications'],
      ['write', 'sessions', 'users'],
    ]);
  });

  it("finds a read, joins and aliases included, and leaves the module's own tables alone", () => {
    const found = probe(`
      db.selectFrom('property_interests as i').innerJoin('properties as p', 'p.id', 'i.propertyId');
      db.selectFrom('comments').leftJoin('users', 'users.id', 'comments.userId');
    `);
    expect(found.map((a) => [a.kind, a.table])).toEqual([
      ['read', 'properties'],
      ['read', 'users'],
      ['read', 'comments'],
    ]);
  });
});
