import type { ServicePriceType } from '../schemas/services';

/** A service's price as the booking modal and the server read it: rupees, per its price type. */
export interface PricedService {
  /** Rupees (the services table's unit). */
  price: number;
  priceType: ServicePriceType;
  /** Paise added to every visit, if the provider charges one; 0 or absent for none. */
  visitingChargePaise?: number | null;
}

/** Every bookable slot is one hour long (service-slots), so an hourly price is for one hour. */
export const SERVICE_SLOT_HOURS = 1;

/**
 * The upfront total of one booked slot, in integer paise: the price once for a fixed, per-visit
 * or on-inspection price, the hourly price times the slot's hours for a per-hour one, plus any
 * visiting charge. The modal shows it before "Request booking" and the server stores the same
 * figure on the booking, so the two never differ.
 */
export function serviceBookingTotalPaise(service: PricedService): number {
  const pricePaise = Math.round(service.price * 100);
  const work = service.priceType === 'per-hour' ? pricePaise * SERVICE_SLOT_HOURS : pricePaise;
  return work + Math.max(0, Math.round(service.visitingChargePaise ?? 0));
}
