import type { FastifyInstance } from 'fastify';
import { mapLimit } from './demo-batches';
import type { DemoPerson } from './demo-people';

/**
 * Verified email/password accounts for the demo's extra people, made the way `createAccount`
 * makes them but with one password hash for all: hashing is deliberately slow, and thirty
 * hashes of the same demo password would cost seconds of every first start.
 */
export async function createDemoPeople(
  app: FastifyInstance,
  people: readonly DemoPerson[],
  password: string,
): Promise<Map<string, string>> {
  const ctx = await app.auth.$context;
  const hash = await ctx.password.hash(password);
  // Several at once: on PostgreSQL each account is two round trips, and they do not touch.
  const created = await mapLimit(people, 6, async (person) => {
    const user = await ctx.internalAdapter.createUser(
      {
        email: person.email,
        name: `${person.firstName} ${person.lastName}`,
        emailVerified: true,
        firstName: person.firstName,
        lastName: person.lastName,
        userType: person.role,
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
    return [person.email, user.id] as const;
  });
  const ids = new Map<string, string>(created);
  return ids;
}
