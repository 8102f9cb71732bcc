import {
  serviceSlots,
  slotWindow,
  SERVICE_TIME_ZONE,
  type ServiceSlots,
  type SlotDay,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { findBookableService, type BookableService } from '../services/index';
import { heldSlots, type Db } from './service-bookings.repository';

/** The 14 days of free slots of a service, without those its provider already holds. */
export async function freeDays(db: Db, service: BookableService, now: Date): Promise<SlotDay[]> {
  if (!service.listed) return serviceSlots({ ...service.availability, days: [] }, now);
  const { from, to } = slotWindow(now);
  const held = await heldSlots(db, service.providerId, from, to);
  return serviceSlots(service.availability, now, held);
}

/** GET /api/services/:id/slots: readable by anyone, as the service itself is. */
export async function getServiceSlots(
  deps: Pick<Deps, 'db' | 'clock'>,
  serviceId: string,
): Promise<ServiceSlots> {
  const service = await findBookableService(deps.db, serviceId);
  if (!service) throw new AppError('service.not-found');
  return {
    timeZone: SERVICE_TIME_ZONE,
    days: await freeDays(deps.db, service, deps.clock.now()),
  };
}
