import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (built from apps/web/sw/sw.ts) in production builds only: in
 * `vite dev` there is none, so a cached shell never hides a change being made. `onUpdate` is
 * called when a new version is installed and waiting; calling the function it is given
 * activates that version and reloads the page once it is in control.
 */
let registered = false;

export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // Workbox waits for the page's load event, so the first page's own bytes come first.
  void wb.register().catch(() => undefined);
}
