import { useId, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/error-messages';
import { useChangeServiceBookingStatus, useServiceBookings } from '../api/service-bookings';
import type { ServiceBooking } from '../api/types';
import { useServiceBookingsLive } from '../api/use-service-bookings-live';
import { canReview, customerCanCancel } from '../lib/status-actions';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { BookingItem } from './booking-item';
import { RescheduleButton } from './reschedule-button';
import { ReviewForm } from './review-form';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

function CustomerActions({ booking }: { booking: ServiceBooking }) {
  const { t } = useServiceBookingsT();
  const change = useChangeServiceBookingStatus();
  const [reviewing, setReviewing] = useState(false);
  if (reviewing) return <ReviewForm bookingId={booking.id} onDone={() => setReviewing(false)} />;
  return (
    <>
      {customerCanCancel(booking.status) ? (
        <Button
          size="xs"
          variant="default"
          color="red"
          loading={change.isPending}
          onClick={() => change.mutate({ id: booking.id, status: 'cancelled' })}
        >
          {t('actions.cancelled')}
        </Button>
      ) : null}
      <RescheduleButton booking={booking} />
      {canReview(booking) ? (
        <Button size="xs" onClick={() => setReviewing(true)}>
          {t('review.open')}
        </Button>
      ) : null}
      {booking.review ? (
        <Stack gap={2}>
          <Text
            c="yellow"
            role="img"
            aria-label={t('review.yours', { rating: booking.review.rating })}
          >
            {'★'.repeat(booking.review.rating)}
          </Text>
          {booking.review.comment ? (
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {booking.review.comment}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {change.isError ? (
        <Text size="xs" c="red" role="alert" w="100%">
          {errorMessage(t, change.error)}
        </Text>
      ) : null}
    </>
  );
}

/**
 * "My bookings" of services, for a seeker's or an owner's dashboard: a card of the owner's page
 * of sections, or (`compact`) one of the seeker's home's cards, with their smaller heading.
 */
export function MyServiceBookings({ compact = false }: { compact?: boolean }) {
  const titleId = useId();
  const { t } = useServiceBookingsT();
  useServiceBookingsLive();
  const query = useServiceBookings('customer');
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (query.isPending) body = <QuerySkeleton rows={1} h={120} />;
  else if (query.isError && items.length === 0)
    body = <QueryFailure query={query} retryLabel={t('dashboard.retry')} />;
  else if (items.length === 0)
    body = (
      <Text c="gray.7" size={compact ? 'sm' : 'md'}>
        {t('mine.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((b) => (
          <li key={b.id}>
            <BookingItem booking={b} side="customer" actions={<CustomerActions booking={b} />} />
          </li>
        ))}
        {query.hasNextPage ? (
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('mine.more')}
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Paper
      withBorder
      radius="lg"
      p={compact ? 'md' : { base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={2} size={compact ? 'h4' : 'h3'} id={titleId}>
          {t('mine.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
