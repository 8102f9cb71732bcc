import {
  WEEKDAYS,
  type Service,
  type ServiceAvailability,
  type ServiceCard,
  type ServiceData,
  type ServiceImage,
  type ServiceLocation,
  type Weekday,
} from '@nivaas/shared';
import type { FileStorage } from '../../plugins/storage/storage';
import type { ServiceImageRow } from './service-images.repository';
import type { ServiceInsert, ServiceWithProvider } from './services.repository';

/** Monday = 1 … Sunday = 64. */
export const dayBit = (day: Weekday): number => 1 << WEEKDAYS.indexOf(day);
export const daysToBits = (days: readonly Weekday[]): number =>
  days.reduce((bits, d) => bits | dayBit(d), 0);
export const bitsToDays = (bits: number): Weekday[] =>
  WEEKDAYS.filter((d) => (bits & dayBit(d)) !== 0);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Whole one-hour slots between the start and the end. */
export const slotsPerDay = (a: Pick<ServiceAvailability, 'startTime' | 'endTime'>): number =>
  Math.max(0, Math.floor((minutes(a.endTime) - minutes(a.startTime)) / 60));

export const isListed = (
  status: string,
  providerHidden: number,
  hiddenByAdminAt: string | null,
): number => (status === 'active' && providerHidden === 0 && hiddenByAdminAt === null ? 1 : 0);

/** The columns a service's fields are kept in. */
export function serviceColumns(data: ServiceData) {
  return {
    category: data.category,
    subcategory: data.subcategory,
    title: data.title,
    description: data.description,
    price: data.price,
    priceType: data.priceType,
    visitingChargePaise: data.visitingChargePaise,
    availabilityDays: daysToBits(data.availability.days),
    startTime: data.availability.startTime,
    endTime: data.availability.endTime,
    slotCount: slotsPerDay(data.availability),
    locations: JSON.stringify(data.serviceLocations),
  } satisfies Partial<ServiceInsert>;
}

const parseLocations = (text: string): ServiceLocation[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ServiceLocation[]) : [];
  } catch {
    return [];
  }
};

export function toServiceCard(storage: FileStorage, row: ServiceWithProvider): ServiceCard {
  const locations = parseLocations(row.locations);
  return {
    id: row.id,
    providerId: row.providerId,
    provider: {
      id: row.providerId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: row.avatarUrl || null,
    },
    category: row.category,
    subcategory: row.subcategory,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    priceType: row.priceType,
    visitingChargePaise: Number(row.visitingChargePaise ?? 0),
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    cities: locations.map((l) => l.city),
    imageUrl: row.coverKey ? storage.url(row.coverKey) : null,
    status: row.status,
    createdAt: row.createdAt,
  };
}

export const toServiceImage = (storage: FileStorage, row: ServiceImageRow): ServiceImage => ({
  id: row.id,
  thumbnailUrl: storage.url(row.thumbnailKey),
  cardUrl: storage.url(row.cardKey),
  url: storage.url(row.fullKey),
  width: Number(row.width),
  height: Number(row.height),
});

export function toService(
  storage: FileStorage,
  row: ServiceWithProvider,
  images: readonly ServiceImageRow[],
): Service {
  return {
    ...toServiceCard(storage, row),
    availability: {
      days: bitsToDays(Number(row.availabilityDays)),
      startTime: row.startTime,
      endTime: row.endTime,
    },
    serviceLocations: parseLocations(row.locations),
    images: images.map((image) => toServiceImage(storage, image)),
    updatedAt: row.updatedAt,
  };
}
