import type { FastifyInstance } from 'fastify';
import type { ReportInput } from '@nivaas/shared';
import { setListingHidden } from '../modules/admin-content/index';
import { suspendUser } from '../modules/admin-users/index';
import { assignReport, createReport, handleReport } from '../modules/reports/index';
import { seedReportedChat } from './demo-admin-chat';

/** The console accounts the admin demo acts with and around. */
export interface AdminDemoIds {
  admin: string;
  seeker: string;
  owner: string;
}

/**
 * What every admin page needs to show something: reports of each kind of item in every state
 * (open, assigned, resolved with each action, dismissed), a suspended owner whose listings are
 * hidden (one of them hidden by an admin as well), and the audit entries all of that wrote. Made
 * through the same use cases the admin area uses, so the rows are what real use leaves.
 */
export async function seedDemoAdmin(app: FastifyInstance, ids: AdminDemoIds) {
  const { db } = app;
  const deps = app.deps;
  const tenants = await db
    .selectFrom('users')
    .select('id')
    .where('userType', '=', 'tenant')
    .where('id', '!=', ids.seeker)
    .orderBy('email')
    .limit(6)
    .execute();
  const reporters = [ids.seeker, ...tenants.map((t) => t.id)];
  const [suspendee] = await db
    .selectFrom('properties')
    .select('ownerId')
    .where('ownerId', '!=', ids.owner)
    .groupBy('ownerId')
    .orderBy('ownerId')
    .limit(1)
    .execute();
  const listings = await db
    .selectFrom('properties')
    .select(['id', 'ownerId'])
    .where('ownerId', 'not in', [ids.owner, suspendee!.ownerId])
    .where('status', 'in', ['available', 'vacant'])
    .orderBy('createdAt', 'desc')
    .limit(4)
    .execute();
  const suspendeeListings = await db
    .selectFrom('properties')
    .select('id')
    .where('ownerId', '=', suspendee!.ownerId)
    .orderBy('createdAt')
    .execute();
  const comment = await db
    .selectFrom('comments')
    .select('id')
    .where('userId', 'not in', reporters.slice(0, 4))
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const chat = await seedReportedChat(app, ids.seeker, ids.owner, Date.now());
  const profile = await db
    .selectFrom('roommate_profiles')
    .select('userId')
    .where('userId', 'not in', reporters)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();

  const report = (reporter: string, input: ReportInput) => createReport(deps, reporter, input);
  const [r0, r1, r2, r3, r4] = reporters;
  let made = 0;
  const count = <T>(p: Promise<T>) => p.then((v) => ((made += 1), v));

  // Waiting: a scam report of a listing, an offensive roommate profile, a chat message.
  await count(
    report(r1!, {
      targetType: 'listing',
      targetId: listings[0]!.id,
      reason: 'scam',
      comment: 'Asked for the deposit on UPI before showing the flat.',
    }),
  );
  if (profile)
    await count(
      report(r2!, {
        targetType: 'roommate-profile',
        targetId: profile.userId,
        reason: 'offensive',
        comment: 'The bio insults people from other states.',
      }),
    );
  await count(
    report(ids.seeker, {
      targetType: 'message',
      targetId: chat.messageId,
      reason: 'harassment',
      comment: 'Asked for money before a visit, then threatened to keep calling.',
    }),
  );
  // Assigned to the demo admin: a person.
  const aboutUser = await count(
    report(r3!, {
      targetType: 'user',
      targetId: suspendee!.ownerId,
      reason: 'harassment',
      comment: 'Called me late at night repeatedly.',
    }),
  );
  await assignReport(deps, ids.admin, aboutUser.id);
  // Resolved with each action, and dismissed.
  const hidden = await count(
    report(r0!, {
      targetType: 'listing',
      targetId: listings[1]!.id,
      reason: 'scam',
      comment: 'The same photos are on another site with a different address.',
    }),
  );
  await setListingHidden(
    deps,
    ids.admin,
    listings[1]!.id,
    true,
    'Photos copied from another listing',
  );
  await handleReport(deps, ids.admin, hidden.id, {
    status: 'resolved',
    action: 'hidden',
    note: 'Listing hidden until the owner sends proof.',
  });
  const suspended = await count(
    report(r4!, {
      targetType: 'listing',
      targetId: suspendeeListings[0]!.id,
      reason: 'scam',
      comment: 'Wanted a token amount for a flat that does not exist.',
    }),
  );
  await setListingHidden(
    deps,
    ids.admin,
    suspendeeListings[0]!.id,
    true,
    'Reported as a fake listing',
  );
  await suspendUser(
    deps,
    () => {},
    ids.admin,
    suspendee!.ownerId,
    'Several tenants reported deposits taken for flats that do not exist',
  );
  await handleReport(deps, ids.admin, suspended.id, {
    status: 'resolved',
    action: 'user-suspended',
    note: 'Owner suspended.',
  });
  if (comment) {
    const warned = await count(
      report(r1!, { targetType: 'comment', targetId: comment.id, reason: 'offensive' }),
    );
    await handleReport(deps, ids.admin, warned.id, {
      status: 'resolved',
      action: 'warned',
      note: 'Writer warned by mail.',
    });
  }
  const none = await count(
    report(r2!, {
      targetType: 'listing',
      targetId: listings[2]!.id,
      reason: 'wrong-info',
      comment: 'Rent shown is lower than asked on the phone.',
    }),
  );
  await handleReport(deps, ids.admin, none.id, {
    status: 'resolved',
    action: 'none',
    note: 'Owner corrected the rent.',
  });
  const dismissed = await count(
    report(r3!, { targetType: 'listing', targetId: listings[3]!.id, reason: 'already-rented' }),
  );
  await handleReport(deps, ids.admin, dismissed.id, {
    status: 'dismissed',
    note: 'Still available: the owner confirmed.',
  });
  return { reports: made, suspended: 1 };
}
