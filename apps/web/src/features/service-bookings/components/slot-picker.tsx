import { Alert, Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { formatTimeSlot } from '../../../lib/format';
import type { ServiceSlotDay } from '../api/types';
import { dayParts, longDate } from '../lib/calendar';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';

/**
 * A day of the next 14 (chips, days without a free slot disabled) and a free one-hour slot of
 * it, as radio groups: the booking modal's and the reschedule modal's picker.
 */
export function SlotPicker({
  days,
  date,
  slot,
  locale,
  taken,
  dateError,
  slotError,
  onDate,
  onSlot,
}: {
  days: ServiceSlotDay[];
  date: string | null;
  slot: string | null;
  locale: string;
  /** Said when the slot asked for was just taken. */
  taken: string | null;
  dateError?: string;
  slotError?: string;
  onDate: (date: string) => void;
  onSlot: (slot: string) => void;
}) {
  const { t } = useServiceBookingsT();
  const day = days.find((d) => d.date === date);
  return (
    <>
      <Stack gap={6}>
        <Text fw={600} id="booking-day-label">
          {t('modal.day')}
        </Text>
        <ScrollArea type="auto" offsetScrollbars>
          <Chip.Group multiple={false} value={date ?? ''} onChange={onDate}>
            <Group
              gap={6}
              wrap="nowrap"
              role="radiogroup"
              aria-labelledby="booking-day-label"
              pb={4}
            >
              {days.map((d) => {
                const p = dayParts(d.date, locale);
                return (
                  <Chip
                    key={d.date}
                    value={d.date}
                    disabled={d.slots.length === 0}
                    aria-label={longDate(d.date, locale)}
                  >
                    {`${p.weekday} ${p.day}`}
                  </Chip>
                );
              })}
            </Group>
          </Chip.Group>
        </ScrollArea>
        {dateError ? (
          <Text size="sm" c="red" role="alert">
            {dateError}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={6}>
        <Text fw={600} id="booking-slot-label">
          {date ? t('modal.slotsOn', { date: longDate(date, locale) }) : t('modal.slot')}
        </Text>
        {taken ? (
          <Alert color="orange" variant="light" role="alert">
            {taken}
          </Alert>
        ) : null}
        {day && day.slots.length > 0 ? (
          <Chip.Group multiple={false} value={slot ?? ''} onChange={onSlot}>
            <Group gap={6} role="radiogroup" aria-labelledby="booking-slot-label">
              {day.slots.map((s) => (
                <Chip key={s.time} value={s.time} data-testid="slot-chip">
                  {formatTimeSlot(s.time, locale)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : (
          <Text size="sm" c="gray.7">
            {days.some((d) => d.slots.length > 0) ? t('modal.dayFull') : t('modal.noSlots')}
          </Text>
        )}
        {slotError ? (
          <Text size="sm" c="red" role="alert">
            {slotError}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
