import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessesIn, DYNAMIC, foreignAccesses, tableAccesses, tableOwners } from './table-access';

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
  'admin-stats → applications': 'counts for the dashboard, one statement per figure',
  'admin-stats → bookings': 'counts for the dashboard, one statement per figure',
  'admin-stats → conversation_messages': 'counts for the dashboard, one statement per figure',
  'admin-stats → roommate_profiles': 'counts for the dashboard, one statement per figure',
  'admin-stats → services': 'counts for the dashboard, one statement per figure',
  'agreements → bookings':
    'an agreement is made from its stay: the stay, the listing and both names in one statement',
  'agreements → properties':
    "the listing's title, address and deposit beside the stay it is made from",
  'agreements → rent_escalations': "the listing's rent increase terms, quoted in the agreement",
  'applications → properties': "the listing's title and owner beside each application page",
  'bookings → properties': "the listing's title beside each stay of a page",
  'documents → bookings':
    "a rent receipt is made from its stay: the stay, the listing's address and both names in one statement",
  'documents → properties': "the listing's address, printed on its stay's rent receipts",
  'documents → service_bookings':
    'an invoice is made from its booking: the booking, the service and both names in one statement',
  'documents → payments':
    "how a service booking was paid, printed on its invoice in the invoice's one statement",
  'documents → services': "the service's name beside the booking an invoice is made from",
  'dev → outbox_mails': 'the development mail viewer reads what the mail plugin queued',
  'favorites → properties': 'the saved listings page joins the listings it pages',
  'saved-searches → properties':
    'the daily digest joins the titles of the listings it carries, in one statement',
  'saved-searches → property_amenities':
    'a saved search\'s "every amenity" filter is judged on the new listing\'s amenities',
  'my-data → accounts':
    'the export says whether a password is set; deleting checks the password first',
  'my-data → two_factors':
    'the export says whether two-step sign-in is on; deleting checks the code first',
  'my-data → sessions':
    "a person's copy of their data (decision 041) reads their rows of every module: their sign-ins",
  'my-data → user_service_areas':
    "a person's copy of their data (decision 041) reads their rows of every module: the areas they serve",
  'my-data → properties':
    "a person's copy of their data (decision 041) reads their rows of every module: their listings; deleting closes and erases each first",
  'my-data → property_images':
    "a person's copy of their data (decision 041) reads their rows of every module: their listings' photos",
  'my-data → property_amenities':
    "a person's copy of their data (decision 041) reads their rows of every module: their listings' amenities",
  'my-data → property_nearby_facilities':
    "a person's copy of their data (decision 041) reads their rows of every module: their listings' nearby places",
  'my-data → property_house_rules':
    "a person's copy of their data (decision 041) reads their rows of every module: their listings' house rules",
  'my-data → applications':
    "a person's copy of their data (decision 041) reads their rows of every module; deleting removes their documents' files after commit",
  'my-data → application_documents':
    "a person's copy of their data (decision 041) reads their rows of every module; deleting removes these files after commit",
  'my-data → tenant_profiles':
    "a person's copy of their data (decision 041) reads their rows of every module: their tenant profile",
  'my-data → bookings':
    "a person's copy of their data (decision 041) reads their rows of every module: their stays; deleting an owner cancels the requests on their listings",
  'my-data → rent_ledgers':
    "deleting an owner keeps, for its tenants, a listing with a stay that was confirmed (decision 069): the stay's ledger says so",
  'my-data → rent_escalation_notices':
    "a person's copy of their data (decision 041) reads their rows of every module: the rent increase notices they received",
  'my-data → conversation_messages':
    "a person's copy of their data (decision 041) reads their rows of every module; deleting removes their attachments' files after commit",
  'my-data → conversation_attachments':
    "a person's copy of their data (decision 041) reads their rows of every module; deleting removes these files after commit",
  'my-data → service_bookings':
    "a person's copy of their data (decision 041) reads their rows of every module; deleting cancels those not yet started first",
  'my-data → service_booking_events':
    "a person's copy of their data (decision 041) reads their rows of every module: their bookings' history",
  'my-data → service_reviews':
    "a person's copy of their data (decision 041) reads their rows of every module: the reviews they wrote",
  'my-data → services':
    "a person's copy of their data (decision 041) reads their rows of every module: the services they offer",
  'my-data → comments':
    "a person's copy of their data (decision 041) reads their rows of every module: their comments",
  'my-data → property_ratings':
    "a person's copy of their data (decision 041) reads their rows of every module: their ratings",
  'my-data → favorites':
    "a person's copy of their data (decision 041) reads their rows of every module: their saved listings",
  'my-data → property_interests':
    "a person's copy of their data (decision 041) reads their rows of every module: the listings they were interested in",
  'my-data → saved_locations':
    "a person's copy of their data (decision 041) reads their rows of every module: their saved places",
  'my-data → saved_searches':
    "a person's copy of their data (decision 041) reads their rows of every module: their saved searches",
  'my-data → verification_documents':
    "deleting an account removes the person's private files, verification documents among them",
  'my-data → notifications':
    "a person's copy of their data (decision 041) reads their rows of every module: their notifications",
  'my-data → roommate_profiles':
    "a person's copy of their data (decision 041) reads their rows of every module: their roommate profile",
  'my-data → roommate_room_photos':
    "a person's copy of their data (decision 041) reads their rows of every module: their room photos",
  'my-data → roommate_requests':
    "a person's copy of their data (decision 041) reads their rows of every module: the roommate requests they sent or received",
  'my-data → site_visits':
    "a person's copy of their data (decision 066) reads their rows of every module: their site visits, as visitor or owner",
  'my-data → push_subscriptions':
    "a person's copy of their data (decision 066) reads their rows of every module: where their pushes go (never the keys)",
  'my-data → push_settings':
    "a person's copy of their data (decision 066) reads their rows of every module: the push kinds they turned off",
  'properties → reports': 'why a listing is held for review: its open automatic reports',
  'rent-escalations → properties': "the listing's title and owner beside each schedule and notice",
  'service-bookings → payments':
    "the payment of what a booking owes, read beside the booking (payments writes through the booking's face, so the booking cannot ask it back)",
  'rent-ledger → payments':
    "a due's payment and a deposit's refunds, read beside the ledger (payments writes through the ledger's face, so the ledger cannot ask it back)",
  'rent-ledger → properties': "the listing's title beside each due of a page",
  'scam-signals → properties': 'the signals compare a listing with all others (rent, text, owner)',
  'scam-signals → property_images': 'the photo match compares hashes across listings',
  'service-bookings → services': "the service's name and provider beside each booking",
  'site-visits → properties': "the listing's title beside each visit of a list",
  'services → service_reviews': "a service's reviews and rating, read where the service is shown",
};

const owners = tableOwners(SRC);
const accesses = tableAccesses(SRC);
const foreign = foreignAccesses(
  owners,
  accesses.filter((a) => a.table !== DYNAMIC),
);
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

  it('are named literally, so that every access above is seen (no table in a variable)', () => {
    expect(accesses.filter((a) => a.table === DYNAMIC).map(where)).toEqual([]);
  });

  it('are all known: every table a module names has an owner', () => {
    const unknown = accesses.filter((a) => a.table !== DYNAMIC && !owners.has(a.table));
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

  it('sees a table named at run time, and leaves subqueries alone', () => {
    const found = accessesIn(
      'my-data',
      'modules/my-data/probe.ts',
      `
      const own = (table, column) => trx.deleteFrom(table as 'favorites').where(column, '=', id);
      db.selectFrom(name).selectAll();
      db.updateTable(\`\${prefix}_views\`).set(row);
      db.selectFrom((eb) => eb.selectFrom('favorites').selectAll().as('f')).selectAll();
      db.selectFrom(sub.as('f')).selectAll();
    `,
    );
    expect(found.map((a) => [a.kind, a.table])).toEqual([
      ['write', DYNAMIC],
      ['read', DYNAMIC],
      ['write', DYNAMIC],
      ['read', 'favorites'],
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
