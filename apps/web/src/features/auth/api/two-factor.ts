import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { meQuery, sessionKey } from '../../../lib/session';
import { callAuth } from '../lib/auth-error';

/**
 * Better Auth's twoFactor endpoints (/api/auth/two-factor/*), called through the client's plain
 * $fetch so its plugin stays out of the first download.
 */
const post = <T>(path: string, body: Record<string, unknown>) =>
  callAuth(() => authClient.$fetch<T>(path, { method: 'POST', body }));

/** The code of a pending sign-in: 6 digits from the app, or one of the backup codes. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, backup }: { code: string; backup: boolean }) => {
      const trimmed = code.replace(/\s+/g, '');
      await (backup
        ? post('/two-factor/verify-backup-code', { code: trimmed })
        : post('/two-factor/verify-totp', { code: trimmed }));
      return queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    },
  });
}

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts TOTP set-up: needs the password; answers the otpauth URI and the backup codes. */
export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) =>
      post<TwoFactorEnrolment>('/two-factor/enable', { password, method: 'totp' }),
  });

/** Confirms set-up with a first code from the app; from then the account asks for it. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post('/two-factor/verify-totp', { code: code.replace(/\s+/g, '') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** The secret inside an otpauth:// URI, for typing into an app by hand. */
export function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}
