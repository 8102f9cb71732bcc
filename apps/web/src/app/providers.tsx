import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './accessibility.css';
import './tap-targets.css';
import './fonts.css';
import { DeferredOverlays } from '../components/ui/deferred-overlays';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={client}>
        {children}
        <DeferredOverlays />
      </QueryClientProvider>
    </MantineProvider>
  );
}
