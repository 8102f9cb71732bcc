import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { disableSchemaCompilation } from '@nivaas/shared/schema-runtime';
import i18n from '../lib/i18n';
import { meQuery } from '../lib/session';
import { reportUncaughtCrashes } from '../components/errors/report-crash';
import { AppFrame } from './app-frame';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { readServerScreen } from './server-screen';

// From the start, so a crash while the app starts reaches the operators too.
reportUncaughtCrashes();
// Our CSP forbids eval: parse without zod's compiled parsers (and without its probe for them).
disableSchemaCompilation();

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// Public pages come with their first screen drawn by the server, and the answers it drew from.
const screen = readServerScreen(document);
// Taken over only when this browser would draw the same: the same language.
const takeOver = screen !== null && screen.language === i18n.options.lng;
if (takeOver) hydrate(queryClient, screen.queries as DehydratedState);
// Pages render once the session is known: ask now, while the first page's code downloads,
// rather than after it.
else void queryClient.prefetchQuery(meQuery);

// Rendered in a transition: the work is cut into short tasks, so the page answers taps while
// it starts.
void createAppRouter({ preload: takeOver }).then((router) => {
  const app = (
    <AppFrame client={queryClient} takingOver={takeOver}>
      <RouterProvider router={router} />
    </AppFrame>
  );
  startTransition(() => {
    if (takeOver) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
