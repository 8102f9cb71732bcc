import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { API_PATHS } from '@nivaas/shared/api-paths';

/** Better Auth's client for sign-in, sign-up, sign-out, verification and password flows. */
export const authClient = createAuthClient({
  // The server's first-screen renderer loads this module too, but never signs anyone in.
  baseURL: `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}${API_PATHS.auth}`,
  // The profile fields sign-up sends beside name/email (server: plugins/auth/create-auth.ts).
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        userType: { type: 'string', required: false },
        language: { type: 'string', required: false },
      },
    }),
  ],
});
