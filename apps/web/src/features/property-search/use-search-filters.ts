import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  viewFromParams,
  type SearchFilters,
  type SearchView,
} from './search-params';

/**
 * The search as the URL holds it. Each change is a new history entry, so Back undoes it; the
 * view (list or map) travels with the filters.
 *
 * Changes build on the latest URL this hook wrote, not on the one of the last render: two
 * changes in a row (a city picked, then a price box's delayed update) must both survive.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // URLs written but not yet rendered, oldest first. A render of one of them is our own write
  // catching up (newer writes stay the latest); any other URL came from elsewhere (Back, a link).
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = pending.current.indexOf(params.toString());
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      if (pending.current.length === 0) latest.current = params;
      return;
    }
    pending.current = [];
    latest.current = params;
  }, [params]);
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const view = viewFromParams(params);

  const go = useCallback(
    (change: (filters: SearchFilters, view: SearchView) => [SearchFilters, SearchView]) => {
      const [next, nextView] = change(
        filtersFromParams(latest.current),
        viewFromParams(latest.current),
      );
      const search = filtersToParams(next);
      if (nextView === 'map') search.set('view', 'map');
      latest.current = search;
      pending.current.push(search.toString());
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );

  return {
    filters,
    view,
    setFilters: (patch: Partial<SearchFilters>) =>
      go((current, currentView) => [changeFilters(current, patch), currentView]),
    setView: (next: SearchView) => go((current) => [current, next]),
    clearFilters: () => go((_current, currentView) => [DEFAULT_FILTERS, currentView]),
  };
}
