import { PANEL_FILTERS, type PanelFilter, type SearchFilters } from './search-params';

/** The filters a chip can show, in the filter panel's order. */
export type ChipField = PanelFilter;

export interface FilterChip {
  /** Stable across renders: the field, and for amenities the amenity. */
  id: string;
  field: ChipField;
  value: string | number | boolean;
  /** The change that takes this one filter off (changeFilters keeps the rest consistent). */
  remove: Partial<SearchFilters>;
}

/**
 * One chip per active filter, each amenity on its own: what the phone shows instead of a bare
 * count on the Filters button. As many filters as `countActiveFilters` counts, amenities apart.
 */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const field of PANEL_FILTERS) {
    const value = filters[field];
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        chips.push({
          id: `${field}:${item}`,
          field,
          value: item,
          remove: { [field]: value.filter((v) => v !== item) },
        });
    } else chips.push({ id: field, field, value, remove: { [field]: undefined } });
  }
  return chips;
}
