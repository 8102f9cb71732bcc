/**
 * The property-search module's face: its routes. It reads the properties module's tables
 * directly (it is their search index and read model: one SQL statement per page is its whole
 * point) and presents listings through the properties module's face.
 */
export { propertySearchRoutes } from './property-search.routes';
