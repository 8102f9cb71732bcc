import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router';

// The route table grows in the layout/guards work; this is the minimal shell.
const router = createBrowserRouter([{ path: '*', lazy: async () => ({ Component: (await import('./routes/home')).default }) }]);

export function AppRouter() {
  return (
    <Suspense fallback={<Center h="100vh"><Loader aria-label="Loading" /></Center>}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
