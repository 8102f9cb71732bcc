import type { SavedSearch } from '@nivaas/shared';
import type { SavedSearchRow } from './saved-searches.repository';

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alertMode: row.alertMode,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
