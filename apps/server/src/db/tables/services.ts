import type { ServiceCategory, ServicePriceType, ServiceStatus } from '@nivaas/shared';
import type { ColumnType, Generated } from 'kysely';

/** A service's row (migration 013-services). Price in rupees; 0/1 flags. */
export interface ServicesTable {
  id: string;
  providerId: string;
  category: ServiceCategory;
  subcategory: string;
  title: string;
  description: string;
  price: number;
  priceType: ServicePriceType;
  /** Paise added to every visit (migration 044). */
  visitingChargePaise: ColumnType<number | string, number | undefined, number>;
  status: ServiceStatus;
  providerHidden: number;
  /** Set while an admin hides it (migration 019-service-moderation). */
  hiddenByAdminAt: string | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
  /** 1 when active and the provider is not hidden: what search lists. */
  listed: number;
  /** Bit set, Monday = 1 … Sunday = 64. */
  availabilityDays: number;
  startTime: string;
  endTime: string;
  slotCount: number;
  /** JSON text of the ServiceLocation list, in the provider's order. */
  locations: string;
  rating: number;
  ratingTotal: number;
  reviewCount: number;
  /** The Bayesian mean the "best rated" order sorts by (migration 022, decision 038). */
  rankScore: Generated<number>;
  coverKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceLocationsTable {
  serviceId: string;
  city: string;
  /** A locality slug, or `*` for the whole city. */
  locality: string;
}

export interface ServiceImagesTable {
  id: string;
  serviceId: string;
  position: number;
  thumbnailKey: string;
  cardKey: string;
  fullKey: string;
  width: number;
  height: number;
  createdAt: string;
}

/** The services module's tables. */
export interface ServicesTables {
  services: ServicesTable;
  service_locations: ServiceLocationsTable;
  service_images: ServiceImagesTable;
}
