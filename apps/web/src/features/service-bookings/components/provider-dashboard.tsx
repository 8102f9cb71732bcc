import { useId, useState, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatINR } from '../../../lib/format';
import { useServiceBookingSummary, useServiceBookings } from '../api/service-bookings';
import type { ServiceBooking } from '../api/types';
import { useServiceBookingsLive } from '../api/use-service-bookings-live';
import { addDays, longDate, mondayOf, todayInIndia } from '../lib/calendar';
import { intlLocale } from '../../../lib/format';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { BookingItem } from './booking-item';
import { CancellationPolicyForm } from './cancellation-policy-form';
import { ProviderBookingActions } from './provider-booking-actions';
import { WeekCalendar } from './week-calendar';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz={26} data-testid={testId}>
        {value}
      </Text>
      {note ? (
        <Text size="sm" c="gray.7" data-testid={testId ? `${testId}-note` : undefined}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function List({ items, empty }: { items: ServiceBooking[]; empty: string }) {
  if (items.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((b) => (
        <li key={b.id}>
          <BookingItem
            booking={b}
            side="provider"
            actions={<ProviderBookingActions booking={b} />}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The provider's day: new requests, today, the next week, the week's calendar, the money. */
export function ProviderDashboard() {
  const { t, i18n } = useServiceBookingsT();
  useServiceBookingsLive();
  const today = todayInIndia();
  const thisMonday = mondayOf(today);
  const [monday, setMonday] = useState(thisMonday);
  // The heading names the week on screen, not the one the page opened on.
  const weekTitle =
    monday === thisMonday
      ? t('dashboard.calendar')
      : monday === addDays(thisMonday, 7)
        ? t('dashboard.calendarNext')
        : monday === addDays(thisMonday, -7)
          ? t('dashboard.calendarLast')
          : t('dashboard.calendarOf', { date: longDate(monday, intlLocale(i18n.language)) });
  const query = useServiceBookingSummary(monday);
  // Jobs under way on any day: the summary's lists hold only what is still to come.
  const working = useServiceBookings('provider', 'in-progress');
  const inProgress = working.data?.pages.flatMap((p) => p.items) ?? [];

  if (query.isPending) return <QuerySkeleton rows={2} h={145} />;
  if (query.isError)
    return (
      <QueryFailure
        title={t('dashboard.loadFailed')}
        query={query}
        retryLabel={t('dashboard.retry')}
      />
    );
  const s = query.data;
  // A request waiting for an answer is listed once, under the requests.
  const answered = (list: ServiceBooking[]) => list.filter((b) => b.status !== 'pending');
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure
          label={t('dashboard.earnings')}
          value={formatINR(s.earningsThisMonth)}
          note={
            s.bookedThisMonth > 0
              ? t('dashboard.booked', { amount: formatINR(s.bookedThisMonth) })
              : undefined
          }
          testId="earnings"
        />
        <Figure
          label={t('dashboard.rating')}
          value={s.reviewCount > 0 ? `${s.rating.toFixed(1)} ★` : '—'}
        />
        <Figure label={t('dashboard.reviews')} value={String(s.reviewCount)} />
      </SimpleGrid>
      <Section title={t('dashboard.requests')}>
        <List items={s.pendingRequests} empty={t('dashboard.noRequests')} />
      </Section>
      {inProgress.length > 0 ? (
        <Section title={t('dashboard.inProgress')}>
          <List items={inProgress} empty="" />
        </Section>
      ) : null}
      <Section title={t('dashboard.today')}>
        <List items={answered(s.today)} empty={t('dashboard.noToday')} />
      </Section>
      <Section title={t('dashboard.upcoming')}>
        <List items={answered(s.upcoming)} empty={t('dashboard.noUpcoming')} />
      </Section>
      <Section title={weekTitle}>
        <WeekCalendar
          monday={monday}
          today={today}
          bookings={s.week}
          onWeek={setMonday}
          onThisWeek={monday === thisMonday ? undefined : () => setMonday(thisMonday)}
        />
      </Section>
      <CancellationPolicyForm />
    </Stack>
  );
}
