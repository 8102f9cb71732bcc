import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader';

/**
 * /services/{service}/{city}. The page loads in two steps: the router's entry lists only this file's few
 * pieces, so the home page's first JavaScript stays inside its budget.
 */
const Page = lazy(() => import('./services-landing-page'));

export default function Route() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
