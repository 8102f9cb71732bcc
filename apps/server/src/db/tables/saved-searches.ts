import type { SavedSearchAlertMode } from '@nivaas/shared';
import type { ColumnType } from 'kysely';

/** bigint: PostgreSQL hands it back as text. */
type Rupees = ColumnType<number | string, number, number>;

/**
 * A person's saved property search. `query` is the search page's query string; the columns
 * after it are its indexed criteria ('', 0 or NO_CEILING for "any"), so a new listing finds its searches by index
 * (decision 055).
 */
export interface SavedSearchesTable {
  id: string;
  userId: string;
  name: string;
  query: string;
  alertMode: SavedSearchAlertMode;
  /** The filters the index does not decide, JSON of the schema's output; '' when none. */
  filters: string;
  city: string;
  locality: string;
  listingType: string;
  propertyType: string;
  /** 0 when the search has no floor. */
  minPrice: Rupees;
  /** NO_CEILING when the search has no ceiling. */
  maxPrice: Rupees;
  /** 0 for any number of bedrooms. */
  minBedrooms: number;
  createdAt: string;
  updatedAt: string;
}

/** A listing a saved search was alerted of: at most once each; digest rows wait for their mail. */
export interface SavedSearchAlertsTable {
  savedSearchId: string;
  propertyId: string;
  userId: string;
  mode: 'instant' | 'daily';
  createdAt: string;
  /** When the daily digest carried it (null: still waiting; always set for instant). */
  mailedAt: string | null;
}

/** The saved-searches module. */
export interface SavedSearchesTables {
  saved_searches: SavedSearchesTable;
  saved_search_alerts: SavedSearchAlertsTable;
}
