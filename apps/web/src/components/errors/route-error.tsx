import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { errorKind } from './classify-error';
import { ErrorScreen } from './error-screen';
import { NotFound } from './not-found';
import { reportCrash } from './report-crash';

/**
 * The router's error element. Try Again clears failed queries (so guards and pages fetch
 * afresh) and enters the same location again, which resets the router's error boundary and
 * renders the page anew.
 */
export function RouteError() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = errorKind(error) === 'not-found';
  // A page that crashed while rendering or loading; a 404 is an answer, not a crash.
  useEffect(() => {
    if (!notFound) reportCrash('render', error);
  }, [error, notFound]);
  if (notFound) return <NotFound />;
  const retry = () => {
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    void navigate(location, { replace: true });
  };
  return <ErrorScreen error={error} onRetry={retry} />;
}
