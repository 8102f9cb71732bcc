export interface FavoritesTable {
  userId: string;
  propertyId: string;
  createdAt: string;
}

/** The favorites module: listings a person saved. */
export interface FavoritesTables {
  favorites: FavoritesTable;
}
