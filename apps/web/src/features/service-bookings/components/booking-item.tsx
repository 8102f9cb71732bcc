import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  documentEndpoints,
  documentLanguageOf,
  endpointUrl,
  SERVICE_BOOKING_TEXT_KEYS,
} from '@nivaas/shared';
import { personName } from '../../../lib/person-name';
import { formatINR, formatTimeSlot, intlLocale } from '../../../lib/format';
import type { ServiceBooking } from '../api/types';
import { longDate } from '../lib/calendar';
import { STATUS_COLORS } from '../lib/status-actions';
import { BookingPayment } from './booking-payment';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';

/** One booking: the service, the other side, when, price and status, then its actions. */
export function BookingItem({
  booking,
  side,
  actions,
  compact = false,
}: {
  booking: ServiceBooking;
  /** Whose list it is: a provider sees the customer, a customer the provider. */
  side: 'provider' | 'customer';
  actions?: ReactNode;
  compact?: boolean;
}) {
  const { t, i18n } = useServiceBookingsT();
  const locale = intlLocale(i18n.language);
  const other = side === 'provider' ? booking.customer : booking.provider;
  const name = personName(other, t);
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'md'} data-testid="service-booking">
      <Stack gap={4}>
        {/* In a calendar column the status goes under the title, which keeps the width. */}
        <Group
          justify="space-between"
          gap="xs"
          wrap={compact ? 'wrap' : 'nowrap'}
          align="flex-start"
        >
          <Text
            fw={600}
            size={compact ? 'sm' : 'md'}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {booking.service.title}
          </Text>
          <Badge
            color={STATUS_COLORS[booking.status]}
            variant="light"
            size={compact ? 'xs' : 'sm'}
            style={{ flexShrink: 0 }}
          >
            {t(`status.${booking.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          {t(side === 'provider' ? 'item.for' : 'item.with', { name })}
        </Text>
        <Text size="sm">
          {compact
            ? formatTimeSlot(booking.timeSlot, locale)
            : `${longDate(booking.date, locale)} · ${formatTimeSlot(booking.timeSlot, locale)}`}
        </Text>
        {!compact ? (
          <Text size="sm">
            {t(`services:price.${booking.service.priceType}`, { amount: formatINR(booking.price) })}
            {' · '}
            {t('item.total', { amount: formatINR(booking.totalPaise / 100) })}
          </Text>
        ) : null}
        {!compact && booking.address ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="booking-address">
            {t('item.address', { address: addressText(booking.address) })}
          </Text>
        ) : null}
        {!compact && !booking.address && side === 'provider' && booking.status === 'pending' ? (
          <Text size="sm" c="gray.7">
            {t('item.addressHidden')}
          </Text>
        ) : null}
        {!compact && booking.cancellationFeePaise ? (
          <Text size="sm" c="red.8" data-testid="cancellation-fee">
            {t('item.cancellationFee', { amount: formatINR(booking.cancellationFeePaise / 100) })}
          </Text>
        ) : null}
        {compact
          ? null
          : SERVICE_BOOKING_TEXT_KEYS.map((k) =>
              booking[k] ? (
                <Text
                  key={k}
                  size="sm"
                  c="gray.7"
                  style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {booking[k]}
                </Text>
              ) : null,
            )}
        {!compact && booking.status === 'completed' ? (
          <Anchor
            size="sm"
            download
            href={endpointUrl(documentEndpoints.serviceInvoice, {
              params: { id: booking.id },
              query: { lang: documentLanguageOf(i18n.language) },
            })}
          >
            {t('item.invoice')}
          </Anchor>
        ) : null}
        {!compact && booking.owed ? <BookingPayment booking={booking} side={side} /> : null}
        {actions ? (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One line of a booking's address: a saved place's name, the typed line, locality, city, PIN. */
const addressText = (a: NonNullable<ServiceBooking['address']>): string =>
  [a.label, a.line, a.locality, a.city, a.pinCode].filter(Boolean).join(', ');
