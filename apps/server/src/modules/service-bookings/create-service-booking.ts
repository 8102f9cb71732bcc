import {
  isOfferedSlot,
  kolkataDate,
  SERVICE_BOOKING_MESSAGES,
  serviceBookingTexts,
  serviceBookingTotalPaise,
  type ServiceBooking,
} from '@nivaas/shared';
import type { z } from 'zod';
import type { serviceBookingInputSchema } from '@nivaas/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { readListing } from '../properties/index';
import { findSavedLocation } from '../saved-locations/index';
import { findBookableService } from '../services/index';
import { freeDays } from './free-slots';
import { toServiceBooking } from './present-service-booking';
import { bookingEvent } from './service-booking-event';
import {
  findBookingView,
  findCancellationPolicy,
  insertBooking,
  insertBookingEvent,
  pendingOf,
} from './service-bookings.repository';

type Input = z.output<typeof serviceBookingInputSchema>;

/** Requests one customer may have waiting (config: SERVICE_BOOKING_PENDING_*). */
export interface PendingBookingCaps {
  perProvider: number;
  inAll: number;
}

/**
 * A customer asks for one free slot of a service; it is created pending. A date in the past is
 * refused with the date's message rather than moved to today (decision 021). The slot is
 * claimed by the insert itself: the database's partial unique index lets one pending or
 * confirmed booking per provider, date and slot in, so of any number of requests at once
 * exactly one wins and the others hear "just taken" with that day's fresh slots.
 *
 * One customer cannot hold a provider's calendar: at most `caps.perProvider` requests wait for
 * one provider's answer and `caps.inAll` for anyone's, counted in the transaction that adds one
 * (the route also limits how often a person may ask).
 */
export async function createServiceBooking(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  input: Input,
  caps: PendingBookingCaps,
): Promise<ServiceBooking> {
  const now = deps.clock.now();
  if (input.date < kolkataDate(now))
    throw new AppError('invalid-argument', undefined, {
      date: SERVICE_BOOKING_MESSAGES.dateRequired,
    });
  const service = await findBookableService(deps.db, input.serviceId);
  if (!service) throw new AppError('service.not-found');
  if (service.providerId !== input.providerId)
    throw new AppError('service-booking.provider-mismatch');
  if (service.providerId === caller.userId) throw new AppError('service-booking.own-service');
  if (!service.listed) throw new AppError('service-booking.service-unavailable');
  if (!isOfferedSlot(service.availability, input.date, input.timeSlot, now))
    throw new AppError('service-booking.slot-not-offered');
  if (input.propertyId) {
    const property = await readListing(deps.db, input.propertyId);
    if (!property || property.ownerId !== caller.userId)
      throw new AppError('service-booking.property-not-yours');
  }

  const address = await bookingAddress(deps.db, caller.userId, input.address);
  // The policy the customer agrees to by booking; a later change of it does not alter this one.
  const policy = await findCancellationPolicy(deps.db, service.providerId);

  const at = now.toISOString();
  const row = {
    id: newId(),
    serviceId: service.id,
    providerId: service.providerId,
    userId: caller.userId,
    propertyId: input.propertyId ?? null,
    ownerId: input.propertyId ? caller.userId : null,
    status: 'pending' as const,
    date: input.date,
    timeSlot: input.timeSlot,
    ...serviceBookingTexts(input),
    price: service.price,
    totalPaise: serviceBookingTotalPaise(service),
    ...address,
    cancelFreeHours: policy?.freeHours ?? null,
    cancelFeePercent: policy?.feePercent ?? null,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await inTransaction(deps, async (trx, emit) => {
      const waiting = await pendingOf(trx, caller.userId, service.providerId);
      if (waiting.withProvider >= caps.perProvider)
        throw new AppError('service-booking.too-many-with-provider');
      if (waiting.all >= caps.inAll) throw new AppError('service-booking.too-many-pending');
      await insertBooking(trx, row);
      await insertBookingEvent(trx, {
        id: newId(),
        bookingId: row.id,
        status: 'pending',
        byUserId: caller.userId,
        at,
        note: null,
      });
      emit('service-booking.changed', await bookingEvent(trx, row, caller.userId, at));
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const day = (await freeDays(deps.db, service, deps.clock.now())).find(
      (d) => d.date === input.date,
    );
    throw new AppError('service-booking.slot-taken', {
      details: { date: input.date, slots: (day?.slots ?? []).map((s) => s.time).join(',') },
    });
  }
  const created = await findBookingView(deps.db, row.id);
  if (!created) throw new AppError('service-booking.not-found');
  return toServiceBooking(created, caller.userId);
}

/**
 * The address a booking keeps: a saved place of the caller's (its name, city and locality, as
 * they are now) or the typed one. Another person's place reads as missing.
 */
async function bookingAddress(db: Deps['db'], userId: string, a: Input['address']) {
  if (a.savedLocationId) {
    const place = await findSavedLocation(db, userId, a.savedLocationId);
    if (!place) throw new AppError('service-booking.saved-place-not-found');
    return {
      addressLabel: place.name,
      addressLine: null,
      addressLocality: place.sublocality ?? place.name,
      addressCity: place.city,
      addressPinCode: null,
    };
  }
  return {
    addressLabel: null,
    addressLine: a.line ?? null,
    addressLocality: a.locality ?? '',
    addressCity: a.city || null,
    addressPinCode: a.pinCode ?? null,
  };
}
