import AppUpdate from './app-update';
import { ConnectionBanner } from './connection-banner';

/**
 * The notices of the shell, loaded together after the first paint: the live-connection banner
 * and "A new version of Nivaas is available" (which also registers the service worker).
 */
export function ShellNotices() {
  return (
    <>
      <ConnectionBanner />
      <AppUpdate />
    </>
  );
}
