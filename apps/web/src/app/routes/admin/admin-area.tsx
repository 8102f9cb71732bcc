import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { RequireSecondFactor } from '../../shell/guards/require-second-factor';

// The admin pages are chosen here from the path after /admin/, not declared in the app's router:
// nobody else's first download carries them (nor a route matcher for them). Each page is still
// its own chunk.
const Security = lazy(() => import('./admin-security'));
const NotFound = lazy(() => import('../not-found'));
const LISTS: Record<string, ComponentType> = {
  '': lazy(() => import('./admin-dashboard')),
  users: lazy(() => import('./admin-users')),
  properties: lazy(() => import('./admin-properties')),
  roommates: lazy(() => import('./admin-roommates')),
  services: lazy(() => import('./admin-services')),
  reports: lazy(() => import('./admin-reports')),
  verifications: lazy(() => import('./admin-verifications')),
};
const DETAILS: Record<string, ComponentType> = {
  users: lazy(() => import('./admin-user')),
  reports: lazy(() => import('./admin-report')),
};

/** /admin/*: the security page, and past the second factor every other admin page. */
export default function AdminArea() {
  const [section = '', id, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const Page = rest.length > 0 ? undefined : id === undefined ? LISTS[section] : DETAILS[section];
  return (
    <Suspense fallback={<PageLoader />}>
      {section === 'security' && id === undefined ? (
        <Security />
      ) : Page ? (
        <RequireSecondFactor>
          <Page />
        </RequireSecondFactor>
      ) : (
        <NotFound />
      )}
    </Suspense>
  );
}
