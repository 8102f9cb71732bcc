import { createAuthClient } from 'better-auth/react';

/** Better Auth's client for sign-in, sign-up, sign-out, verification and password flows. */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
});
