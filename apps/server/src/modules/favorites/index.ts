/** The favorites module's face: its routes (a person's saved listings are read only through them). */
export { favoritesRoutes } from './favorites.routes';
export { listFavoriteIds } from './favorite-property-ids';
