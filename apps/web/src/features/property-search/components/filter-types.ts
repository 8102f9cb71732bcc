import type { SearchFilters } from '../search-params';

/** What every group of the filter panel receives: the search and a way to change part of it. */
export interface FilterGroupProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** '' from a native select means "any": the filter is removed. */
export const orUndefined = <T extends string>(value: string): T | undefined =>
  value === '' ? undefined : (value as T);
