export interface SavedLocationsTable {
  id: string;
  userId: string;
  name: string;
  city: string | null;
  sublocality: string | null;
  latitude: number;
  longitude: number;
  commuteMode: string;
  commuteTime: number;
  radiusKm: number;
  createdAt: string;
  updatedAt: string;
}

/** The saved-locations module: a person's saved places. */
export interface SavedLocationsTables {
  saved_locations: SavedLocationsTable;
}
