import type { Role } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../plugins/auth/create-auth';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified: boolean;
}

/**
 * Creates an email/password account from trusted server code (the CLI and the demo seed).
 * This is the only way an admin comes to exist.
 */
export async function createAccount(deps: { auth: Auth }, input: NewAccount): Promise<string> {
  const ctx = await deps.auth.$context;
  const email = input.email.trim().toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AppError('user.email-taken', {
      message: `An account with ${email} already exists.`,
    });
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: `${input.firstName} ${input.lastName}`.trim(),
      emailVerified: input.emailVerified,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.role,
    },
    { method: 'admin' },
  );
  const hash = await ctx.password.hash(input.password);
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return user.id;
}
