import { Badge } from '@mantine/core';
import type { BookingStatus, StayMoneyStatus } from '@nivaas/shared';
import { BOOKING_STATUS_COLOR, STAY_MONEY_COLOR } from '../lib/stay';
import { useBookingsT } from '../lib/use-bookings-t';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useBookingsT();
  return (
    <Badge color={BOOKING_STATUS_COLOR[status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Where the stay's money stands, from its rent ledger; nothing while it has none. */
export function MoneyBadge({ status }: { status: StayMoneyStatus }) {
  const { t } = useBookingsT();
  if (status === 'none') return null;
  return (
    <Badge color={STAY_MONEY_COLOR[status]} variant="outline" tt="none" style={{ flexShrink: 0 }}>
      {t(`money.${status}`)}
    </Badge>
  );
}
