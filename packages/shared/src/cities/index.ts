export { STATES } from './types';
export type { StateName, GeoPoint, Locality, City, CityRecord } from './types';
export { CITIES, DISTANCE_MATRIX_CITIES } from './dataset';
export { haversineKm, roundKm } from './geo';
export { fromSlug, slugify } from './slug';
export {
  getStates,
  getCitiesOfState,
  findCity,
  findLocality,
  nearestLocalities,
  toCityRecord,
  type NearbyLocality,
} from './lookup';
export { getDistanceMatrix, distanceKm, type DistanceMatrix } from './distance';
