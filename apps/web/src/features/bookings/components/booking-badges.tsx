import { Badge } from '@mantine/core';
import type { BookingStatus, PaymentStatus } from '@nivaas/shared';
import { BOOKING_STATUS_COLOR, PAYMENT_STATUS_COLOR } from '../lib/stay';
import { useBookingsT } from '../lib/use-bookings-t';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useBookingsT();
  return (
    <Badge color={BOOKING_STATUS_COLOR[status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useBookingsT();
  return (
    <Badge
      color={PAYMENT_STATUS_COLOR[status]}
      variant="outline"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(`payment.${status}`)}
    </Badge>
  );
}
