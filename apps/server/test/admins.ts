import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { makeUser, type TestUser } from './accounts';

/**
 * A signed-in admin whose account has TOTP on and whose session passed it; with
 * `secondFactor: false`, an admin whose account has no TOTP (the admin area refuses them).
 */
export async function makeAdmin(
  app: FastifyInstance,
  options: { secondFactor?: boolean } = {},
): Promise<TestUser> {
  const admin = await makeUser(app, 'admin');
  const on = sql.lit(options.secondFactor !== false);
  await sql`update users set "twoFactorEnabled" = ${on} where id = ${admin.id}`.execute(app.db);
  await sql`update sessions set "secondFactorPassed" = ${on} where "userId" = ${admin.id}`.execute(
    app.db,
  );
  return admin;
}
