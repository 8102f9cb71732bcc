import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  findCity,
  isServiceCategory,
  type ServiceCategory,
  type ServiceSubcategory,
} from '@nivaas/shared';
import type { ServiceFilters } from './search-params';

export interface LandingService {
  category: ServiceCategory;
  subcategory?: ServiceSubcategory;
}

/** "cleaning" or "plumbing" (a subcategory names its category too); null when unknown. */
export function landingService(slug: string): LandingService | null {
  const key = slug.trim().toLowerCase();
  if (isServiceCategory(key)) return { category: key };
  for (const category of SERVICE_CATEGORY_KEYS) {
    const subcategory = SERVICE_CATEGORIES[category].find((s) => s === key);
    if (subcategory) return { category, subcategory };
  }
  return null;
}

export const landingCity = (slug: string) => findCity(slug.replace(/-/g, ' ')) ?? findCity(slug);

export const landingFilters = (service: LandingService, citySlug: string): ServiceFilters => ({
  category: service.category,
  ...(service.subcategory ? { subcategory: service.subcategory } : {}),
  city: citySlug,
  sort: 'rating',
});

/** Cities the landing pages suggest when the one asked for is unknown. */
export const LANDING_CITIES = ['hyderabad', 'bengaluru', 'chennai', 'mumbai', 'pune', 'vijayawada'];
