import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeRoommateFilters,
  DEFAULT_ROOMMATE_FILTERS,
  roommateFiltersFromParams,
  roommateFiltersToParams,
  type RoommateFilters,
} from './search-params';

/**
 * The roommate search as the URL holds it. Each change is a new history entry, so Back undoes
 * it. Changes build on the latest URL written here, so two quick changes in a row both survive.
 */
export function useRoommateFilters() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A URL from elsewhere (Back, a link) or our own write caught up: either is the latest now.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const filters = useMemo(() => roommateFiltersFromParams(params), [params]);

  const go = useCallback(
    (next: (current: RoommateFilters) => RoommateFilters) => {
      const base = latest.current;
      const search = roommateFiltersToParams(next(roommateFiltersFromParams(base)));
      // Keep the tab (search or requests) the page shows.
      const tab = base.get('tab');
      if (tab) search.set('tab', tab);
      latest.current = search;
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );

  return {
    filters,
    setFilters: (patch: Partial<RoommateFilters>) =>
      go((current) => changeRoommateFilters(current, patch)),
    clearFilters: () => go(() => DEFAULT_ROOMMATE_FILTERS),
  };
}
