import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { disableSchemaCompilation } from '@nivaas/shared/schema-runtime';
import '../lib/i18n';
import { meQuery } from '../lib/session';
import { Providers, queryClient } from './providers';
import { AppRouter } from './router';

// Our CSP forbids eval: parse without zod's compiled parsers (and without its probe for them).
disableSchemaCompilation();

// Pages render once the session is known: ask now, while the first page's code downloads,
// rather than after it.
void queryClient.prefetchQuery(meQuery);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
