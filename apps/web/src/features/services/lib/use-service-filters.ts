import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeServiceFilters,
  DEFAULT_SERVICE_FILTERS,
  serviceFiltersFromParams,
  serviceFiltersToParams,
  type ServiceFilters,
} from './search-params';

/**
 * The services search as the URL holds it. Each change is a new history entry, so Back undoes
 * it. Changes build on the latest URL written here, so two quick changes in a row both survive.
 */
export function useServiceFilters() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A URL from elsewhere (Back, a link) or our own write caught up: either is the latest now.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const filters = useMemo(() => serviceFiltersFromParams(params), [params]);

  const go = useCallback(
    (next: (current: ServiceFilters) => ServiceFilters) => {
      const base = latest.current;
      const search = serviceFiltersToParams(next(serviceFiltersFromParams(base)));
      latest.current = search;
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );

  return {
    filters,
    setFilters: (patch: Partial<ServiceFilters>) =>
      go((current) => changeServiceFilters(current, patch)),
    clearFilters: () => go(() => DEFAULT_SERVICE_FILTERS),
  };
}
