import type { ServiceAvailability, ServicePriceType } from '@nivaas/shared';
import { bitsToDays } from './present-service';
import { findService, type Db } from './services.repository';

/** What booking a service needs to know of it. */
export interface BookableService {
  id: string;
  providerId: string;
  title: string;
  category: string;
  price: number;
  priceType: ServicePriceType;
  /** Paise added to every visit, in the booking's total. */
  visitingChargePaise: number;
  availability: ServiceAvailability;
  status: 'active' | 'paused';
  /** Active and its provider not hidden: only such a service takes new bookings. */
  listed: boolean;
}

export async function findBookableService(
  db: Db,
  serviceId: string,
): Promise<BookableService | undefined> {
  const row = await findService(db, serviceId);
  if (!row) return undefined;
  return {
    id: row.id,
    providerId: row.providerId,
    title: row.title,
    category: row.category,
    price: Number(row.price),
    priceType: row.priceType,
    visitingChargePaise: Number(row.visitingChargePaise ?? 0),
    availability: {
      days: bitsToDays(Number(row.availabilityDays)),
      startTime: row.startTime,
      endTime: row.endTime,
    },
    status: row.status === 'paused' ? 'paused' : 'active',
    listed: Number(row.listed) === 1,
  };
}
