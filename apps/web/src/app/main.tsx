import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { disableSchemaCompilation } from '@nivaas/shared/schema-runtime';
import '../lib/i18n';
import { Providers } from './providers';
import { AppRouter } from './router';

// Our CSP forbids eval: parse without zod's compiled parsers (and without its probe for them).
disableSchemaCompilation();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
