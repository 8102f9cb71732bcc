import { StrictMode, Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { LiveProvider } from '../components/ui/client-only';
import { FirstPaintLoader } from '../components/ui/page-loader';
import { Providers } from './providers';

/**
 * Everything around the router, the same for the browser and for the server's first screen:
 * the browser takes that screen over (hydrates it) only if both draw the same tree.
 */
export function AppFrame({
  client,
  takingOver,
  children,
}: {
  client: QueryClient;
  /** The browser is taking over a screen the server drew (and the server draws one). */
  takingOver: boolean;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LiveProvider takingOver={takingOver}>
        <Providers client={client}>
          <AppErrorBoundary>
            <Suspense fallback={<FirstPaintLoader />}>{children}</Suspense>
          </AppErrorBoundary>
        </Providers>
      </LiveProvider>
    </StrictMode>
  );
}
