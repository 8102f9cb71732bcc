import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Booking } from '@nivaas/shared';
import { Link } from 'react-router';
import { personName } from '../../../lib/person-name';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { useCancelBooking, useConfirmBooking } from '../api/bookings';
import { clashingStay, isDatesTaken } from '../lib/stay';
import { useBookingsT } from '../lib/use-bookings-t';
import { BookingStatusBadge, MoneyBadge } from './booking-badges';
import { notifyFailure } from '../../../lib/notify-failure';

/**
 * One stay as the owner or the tenant sees it: dates, total, status and where its money stands
 * (from the rent ledger, never set by hand), and what each of them may do (the owner confirms;
 * either may cancel).
 */
export function BookingRow({
  booking: b,
  as,
  showListing,
  actions,
}: {
  booking: Booking;
  as: 'owner' | 'tenant';
  showListing: boolean;
  /** More steps for this stay, from the page showing it. */
  actions?: ReactNode;
}) {
  const { t, i18n } = useBookingsT();
  const locale = intlLocale(i18n.language);
  const confirm = useConfirmBooking();
  const cancel = useCancelBooking();
  const tenantName = personName(b.tenant, t) || t('someone');
  const dates = t('row.dates', {
    start: formatDate(b.startDate, 'medium', locale),
    end: formatDate(b.endDate, 'medium', locale),
  });
  const clash = clashingStay(confirm.error);
  const who = as === 'owner' ? tenantName : b.property.title;

  const onCancel = () =>
    modals.openConfirmModal({
      title: t('row.cancelTitle'),
      children: <Text size="sm">{t('row.cancelText', { dates })}</Text>,
      labels: { confirm: t('row.cancelConfirm'), cancel: t('row.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(b.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('row.cancelled') }),
          onError: (err) => notifyFailure(t, err, t('errors.cancelFailed')),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
            {as === 'owner' ? (
              <Anchor component={Link} to={`/user/${encodeURIComponent(b.tenantId)}`} fw={700}>
                {tenantName}
              </Anchor>
            ) : b.ownerLeftAt ? (
              // The listing went with its owner's account (decision 069): no page to open.
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {b.property.title}
              </Text>
            ) : (
              <Anchor
                component={Link}
                to={`/properties/${encodeURIComponent(b.propertyId)}`}
                fw={700}
              >
                {b.property.title}
              </Anchor>
            )}
            {showListing && as === 'owner' ? (
              <Anchor
                component={Link}
                to={`/owner/properties/${encodeURIComponent(b.propertyId)}`}
                size="sm"
              >
                {b.property.title}
              </Anchor>
            ) : null}
            <Text size="sm">{dates}</Text>
          </Stack>
          <Group gap={6}>
            <BookingStatusBadge status={b.status} />
            <MoneyBadge status={b.moneyStatus} />
          </Group>
        </Group>
        <Text size="sm">
          {t('row.total', { total: formatINR(b.totalAmount), rent: formatINR(b.monthlyRent) })}
        </Text>
        {b.notes ? (
          <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('row.notes', { notes: b.notes })}
          </Text>
        ) : null}
        {b.ownerLeftAt && as === 'tenant' ? (
          <Alert color="gray" variant="light" role="status" data-testid="owner-left">
            {t('row.ownerLeft', { date: formatDate(b.ownerLeftAt.slice(0, 10), 'medium', locale) })}
          </Alert>
        ) : null}
        {b.status === 'cancelled' && b.cancelledBy ? (
          <Text size="xs" c="gray.7">
            {b.cancelledBy === b.tenantId ? t('row.cancelledByTenant') : t('row.cancelledByOwner')}
          </Text>
        ) : null}
        {confirm.isError ? (
          <Alert
            color={isDatesTaken(confirm.error) ? 'orange' : 'red'}
            variant="light"
            role="alert"
            title={t('errors.statusUpdateFailed')}
          >
            {clash
              ? t('clash', {
                  start: formatDate(clash.startDate, 'medium', locale),
                  end: formatDate(clash.endDate, 'medium', locale),
                })
              : errorMessage(t, confirm.error)}
          </Alert>
        ) : null}
        <Group gap="xs" align="flex-end">
          {as === 'owner' && b.status === 'pending' ? (
            <Button
              size="xs"
              color="green"
              loading={confirm.isPending}
              aria-label={t('row.confirmOf', { who, dates })}
              onClick={() =>
                confirm.mutate(b.id, {
                  onSuccess: () =>
                    notifications.show({ color: 'teal', message: t('row.confirmed') }),
                })
              }
            >
              {t('row.confirm')}
            </Button>
          ) : null}
          {b.status !== 'cancelled' ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              onClick={onCancel}
              aria-label={t('row.cancelOf', { who, dates })}
            >
              {t('row.cancel')}
            </Button>
          ) : null}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
