import type { ServiceData } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { serviceColumns } from './present-service';
import { rankScore } from './service-rank';
import { locationRows, type ServiceInsert } from './services.repository';

/**
 * For bulk data of trusted server code (benchmarks): the rows of a listed service as
 * `createService` would store them, with a given rating (its total as if from `reviewCount`
 * reviews) and time.
 */
export function serviceRows(
  providerId: string,
  data: ServiceData,
  createdAt: string,
  rating: { rating: number; reviewCount: number } = { rating: 0, reviewCount: 0 },
) {
  const id = newId();
  const service: ServiceInsert = {
    id,
    providerId,
    ...serviceColumns(data),
    status: 'active',
    providerHidden: 0,
    listed: 1,
    rating: rating.rating,
    ratingTotal: Math.round(rating.rating * rating.reviewCount),
    reviewCount: rating.reviewCount,
    rankScore: rankScore(Math.round(rating.rating * rating.reviewCount), rating.reviewCount),
    createdAt,
    updatedAt: createdAt,
  };
  return { service, locations: locationRows(id, data.serviceLocations) };
}
