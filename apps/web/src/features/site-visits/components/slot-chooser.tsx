import { Chip, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, intlLocale } from '../../../lib/format';
import { useVisitSlots } from '../api/site-visits';
import { formatVisitTime } from '../lib/visits';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

export interface ChosenSlot {
  date: string;
  time: string;
}

/**
 * The free 30-minute visit slots of a listing's next 14 days: a day, then a time. Loading,
 * error and "no hours" states; a chosen slot that is no longer free is dropped by the parent.
 */
export function SlotChooser({
  propertyId,
  value,
  onChange,
}: {
  propertyId: string;
  value: ChosenSlot | null;
  onChange: (slot: ChosenSlot | null) => void;
}) {
  const { t, i18n } = useTranslation(['siteVisits', 'common']);
  const slots = useVisitSlots(propertyId);
  const locale = intlLocale(i18n.language);
  if (slots.isPending) return <QuerySkeleton rows={2} h={54} />;
  if (slots.isError)
    return <QueryFailure query={slots} title={t('error.title')} retryLabel={t('error.retry')} />;
  const days = slots.data.days.filter((d) => d.times.length > 0);
  if (days.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('slots.none')}
      </Text>
    );
  const day = days.find((d) => d.date === value?.date) ?? days[0]!;
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={`visit-days-${propertyId}`}>
        {t('slots.day')}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Chip.Group
          value={day.date}
          onChange={(date) => onChange({ date: date as string, time: '' })}
        >
          <Group
            gap={6}
            wrap="nowrap"
            role="radiogroup"
            aria-labelledby={`visit-days-${propertyId}`}
          >
            {days.map((d) => (
              <Chip key={d.date} value={d.date} radius="sm">
                {dayLabel(d.date)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Text size="sm" fw={600} id={`visit-times-${propertyId}`}>
        {t('slots.time', { date: formatDate(day.date, 'medium', locale) })}
      </Text>
      <Chip.Group
        value={value?.date === day.date ? value.time : ''}
        onChange={(time) => onChange({ date: day.date, time: time as string })}
      >
        <Group gap={6} role="radiogroup" aria-labelledby={`visit-times-${propertyId}`}>
          {day.times.map((time) => (
            <Chip key={time} value={time} radius="sm" variant="outline">
              {formatVisitTime(time, locale)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
