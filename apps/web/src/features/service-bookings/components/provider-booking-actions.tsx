import { Button, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { useChangeServiceBookingStatus } from '../api/service-bookings';
import type { ServiceBooking } from '../api/types';
import { providerActions } from '../lib/status-actions';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { RescheduleButton } from './reschedule-button';

/** Confirm, decline, start, complete, cancel or reschedule, as the booking's status allows. */
export function ProviderBookingActions({ booking }: { booking: ServiceBooking }) {
  const { t } = useServiceBookingsT();
  const change = useChangeServiceBookingStatus();
  const busy = change.isPending ? change.variables?.status : undefined;
  return (
    <>
      {providerActions(booking.status).map((status) => (
        <Button
          key={status}
          size="xs"
          variant={status === 'declined' || status === 'cancelled' ? 'default' : 'filled'}
          color={status === 'cancelled' ? 'red' : undefined}
          loading={busy === status}
          disabled={change.isPending && busy !== status}
          onClick={() => change.mutate({ id: booking.id, status })}
        >
          {t(`actions.${status}`)}
        </Button>
      ))}
      <RescheduleButton booking={booking} />
      {change.isError ? (
        <Text size="xs" c="red" role="alert" w="100%">
          {errorMessage(t, change.error)}
        </Text>
      ) : null}
    </>
  );
}
