import { useState, type ReactNode } from 'react';
import { Alert, Button, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '@nivaas/shared';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useBookings, useBookingsLive } from '../api/bookings';
import { useBookingsT } from '../lib/use-bookings-t';
import { BookingRow } from './booking-row';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

type Filter = 'all' | BookingStatus;

/**
 * Stays, kept live. The owner's: of one listing or of all theirs, filtered by status. The
 * tenant's: their own, with a way to cancel. `stayActions` adds a page's own steps to a stay
 * (the owner's rent and deposit).
 */
export function BookingsList({
  as,
  propertyId,
  limit,
  initialFilter = 'all',
  filterable = true,
  stayActions,
}: {
  as: 'owner' | 'tenant';
  propertyId?: string;
  limit?: number;
  initialFilter?: Filter;
  filterable?: boolean;
  stayActions?: (booking: Booking) => ReactNode;
}) {
  const { t } = useBookingsT();
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const list = useBookings({
    ...(propertyId ? { propertyId } : {}),
    ...(filter === 'all' ? {} : { status: filter }),
  });
  useBookingsLive();

  let body;
  if (list.isPending) body = <QuerySkeleton label={t('loading')} rows={2} h={72} />;
  else if (list.isError) {
    const denied = list.error instanceof ApiError && list.error.status === 403;
    body = denied ? (
      <Alert color="red" variant="light" role="alert" title={t('errors.noAccess')} />
    ) : (
      <QueryFailure title={t('errors.loadFailed')} query={list} retryLabel={t('retry')} />
    );
  } else {
    const bookings = limit ? list.data.bookings.slice(0, limit) : list.data.bookings;
    const emptyText =
      filter !== 'all'
        ? t('list.emptyFiltered')
        : as === 'owner'
          ? t('list.emptyOwner')
          : t('list.emptyTenant');
    const browse =
      as === 'tenant' && filter === 'all' ? (
        <Button component={Link} to="/tenant/properties" variant="light" size="xs" w="fit-content">
          {t('list.browse')}
        </Button>
      ) : null;
    body =
      bookings.length === 0 && limit !== undefined ? (
        // In a home's card (a few shown), as plain and small as the cards beside it say theirs.
        <Stack gap="sm" align="flex-start">
          <Text c="gray.7" size="sm">
            {emptyText}
          </Text>
          {browse}
        </Stack>
      ) : bookings.length === 0 ? (
        <Paper withBorder radius="md" p="md" bg="var(--nivaas-subtle)">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={28} stroke={1.5} aria-hidden />
            <Stack gap={4}>
              <Text c="gray.7">{emptyText}</Text>
              {browse}
            </Stack>
          </Group>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={as === 'owner' ? t('list.ownerLabel') : t('list.tenantLabel')}
        >
          {bookings.map((b) => (
            <BookingRow
              key={b.id}
              booking={b}
              as={as}
              showListing={!propertyId}
              actions={stayActions?.(b)}
            />
          ))}
        </Stack>
      );
  }

  return (
    <Stack gap="sm">
      {filterable ? (
        <Chip.Group multiple={false} value={filter} onChange={(v) => setFilter(v as Filter)}>
          <Group gap={6} role="radiogroup" aria-label={t('list.filter')}>
            {(['all', ...BOOKING_STATUSES] as const).map((s) => (
              <Chip key={s} value={s} size="sm" variant="outline">
                {s === 'all' ? t('list.all') : t(`status.${s}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {body}
    </Stack>
  );
}
