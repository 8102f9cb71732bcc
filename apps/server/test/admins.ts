import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { makeUser, type TestUser } from './accounts';

/**
 * A signed-in admin whose account has TOTP on and whose session passed it, as after a real
 * sign-in with the authenticator code; for tests of what admins do (the second factor's own
 * flow is tested with the plugin). `secondFactor: false` gives an admin who has not passed it.
 */
export async function makeAdmin(
  app: FastifyInstance,
  options: { secondFactor?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const admin = await makeUser(app, 'admin', options.firstName ? { firstName: options.firstName } : {});
  if (options.secondFactor === false) return admin;
  const yes = sql.lit(true);
  await sql`update users set "twoFactorEnabled" = ${yes} where id = ${admin.id}`.execute(app.db);
  await sql`update sessions set "secondFactorPassed" = ${yes} where "userId" = ${admin.id}`.execute(
    app.db,
  );
  return admin;
}
