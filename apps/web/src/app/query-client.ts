import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The app's cache of API answers: one in the browser, one per page the server renders. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // 4xx answers are final; only network and server trouble is worth retrying.
        retry: (count, error) =>
          count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
