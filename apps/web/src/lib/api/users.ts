import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointKey, userEndpoints, type LanguageCode } from '@nivaas/shared';
import { call } from './call';

export const userKeys = {
  all: endpointKey(userEndpoints.user),
  detail: (id: string) => endpointKey(userEndpoints.user, { id }),
};

/**
 * GET /api/users/:id: the public fields, or everything when it is you (or you are an admin).
 * The profile page and a listing's owner card read the same entry.
 */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => call(userEndpoints.user, { params: { id } }, { signal }),
  });

export const useUser = (id: string | undefined, options: { staleTime?: number } = {}) =>
  useQuery({ ...userQuery(id ?? ''), ...options, enabled: Boolean(id) });

/**
 * PUT /api/profile/language: the signed-in person's language, so Nivaas's pushes, mails and SMS
 * to them follow the app's (decision 066). A failure changes nothing on screen: the app is
 * already in the new language, and the next pick tries again.
 */
export const saveLanguage = (language: LanguageCode): Promise<unknown> =>
  call(userEndpoints.setLanguage, { body: { language } }).catch(() => undefined);
