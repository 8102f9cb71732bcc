import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { refreshServiceBookings } from './service-bookings';

/**
 * Keeps every booking list, the dashboard and the free slots fresh while a page shows them:
 * a booking made or moved on (by the other side, another tab) reaches both sides' rooms.
 */
export function useServiceBookingsLive() {
  const client = useQueryClient();
  useRealtimeEvent('serviceBooking.changed', () => {
    void refreshServiceBookings(client);
  });
  // A payment of a booking's dues moved on (claimed, confirmed, disputed): decision 062.
  useRealtimeEvent('payment.changed', () => {
    void refreshServiceBookings(client);
  });
}
