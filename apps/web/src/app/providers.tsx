import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './accessibility.css';
import './fonts.css';
import { ApiError } from '../lib/api-client';
import { DeferredOverlays } from '../components/ui/deferred-overlays';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are final; only network and server trouble is worth retrying.
      retry: (count, error) =>
        count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
