import { Group, Paper, SimpleGrid, Stack, Text, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { intlLocale } from '../../../lib/format';
import type { ServiceBooking } from '../api/types';
import { addDays, byDate, dayParts, longDate, weekDates } from '../lib/calendar';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { BookingItem } from './booking-item';

/** A week Monday to Sunday: seven columns on a wide screen, a list of days on a phone. */
export function WeekCalendar({
  monday,
  today,
  bookings,
  onWeek,
  onThisWeek,
}: {
  monday: string;
  today: string;
  bookings: ServiceBooking[];
  onWeek: (monday: string) => void;
  /** Back to the current week; absent while it is the one shown. */
  onThisWeek?: (() => void) | undefined;
}) {
  const { t, i18n } = useServiceBookingsT();
  const locale = intlLocale(i18n.language);
  const wide = useMediaQuery('(min-width: 62em)', true);
  const dates = weekDates(monday);
  const days = byDate(bookings, dates);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {t('calendar.week', {
            from: longDate(dates[0] ?? monday, locale),
            to: longDate(dates[6] ?? monday, locale),
          })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onWeek(addDays(monday, -7))}>
            {t('calendar.previous')}
          </Button>
          {onThisWeek ? (
            <Button size="xs" variant="default" onClick={onThisWeek}>
              {t('calendar.thisWeek')}
            </Button>
          ) : null}
          <Button size="xs" variant="default" onClick={() => onWeek(addDays(monday, 7))}>
            {t('calendar.next')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid
        cols={wide ? 7 : 1}
        spacing="xs"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {dates.map((date) => {
          const p = dayParts(date, locale);
          const list = days.get(date) ?? [];
          if (!wide && list.length === 0) return null;
          return (
            <Paper
              component="li"
              key={date}
              withBorder
              radius="md"
              p="xs"
              bg={date === today ? 'var(--nivaas-teal-tint)' : undefined}
              aria-label={longDate(date, locale)}
            >
              <Stack gap={6}>
                <Text size="sm" fw={700}>
                  {wide ? `${p.weekday} ${p.day}` : longDate(date, locale)}
                </Text>
                {list.length === 0 ? (
                  <Text size="xs" c="gray.6">
                    {t('calendar.free')}
                  </Text>
                ) : (
                  list.map((b) => <BookingItem key={b.id} booking={b} side="provider" compact />)
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {!wide && bookings.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('calendar.empty')}
        </Text>
      ) : null}
    </Stack>
  );
}
