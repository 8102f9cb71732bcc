import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SITE_VISIT_LIMITS, VISIT_WEEKDAYS, type VisitingWindow } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-messages';
import { intlLocale } from '../../../lib/format';
import { useSetVisitingHours, useVisitingHours } from '../api/site-visits';
import {
  formatVisitTime,
  HALF_HOURS,
  nextWindow,
  sortWindows,
  windowError,
  WINDOW_ENDS,
} from '../lib/visits';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

/** The listing's owner sets the weekly hours in which seekers may visit it. */
export function VisitingHoursEditor({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation(['siteVisits', 'common']);
  const hours = useVisitingHours(propertyId);
  if (hours.isPending) return <QuerySkeleton rows={1} h={160} />;
  if (hours.isError)
    return <QueryFailure query={hours} title={t('error.title')} retryLabel={t('error.retry')} />;
  return <HoursForm key={propertyId} propertyId={propertyId} initial={hours.data.windows} />;
}

function HoursForm({ propertyId, initial }: { propertyId: string; initial: VisitingWindow[] }) {
  const { t, i18n } = useTranslation(['siteVisits', 'common']);
  const save = useSetVisitingHours(propertyId);
  const [windows, setWindows] = useState<VisitingWindow[]>(() => sortWindows(initial));
  const locale = intlLocale(i18n.language);

  const days = VISIT_WEEKDAYS.map((d) => ({ value: d, label: t(`days.${d}`) }));
  const starts = HALF_HOURS.map((h) => ({ value: h, label: formatVisitTime(h, locale) }));
  const ends = WINDOW_ENDS.map((h) => ({
    value: h,
    label: h === '24:00' ? t('hours.midnight') : formatVisitTime(h, locale),
  }));
  const invalid = windows.some((w) => windowError(w) !== null);
  const change = (i: number, patch: Partial<VisitingWindow>) => {
    setWindows((ws) => ws.map((w, k) => (k === i ? { ...w, ...patch } : w)));
    save.reset();
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="visiting-hours-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="visiting-hours-title">
          {t('hours.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('hours.lead')}
        </Text>
        {windows.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('hours.none')}
          </Text>
        ) : null}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {windows.map((w, i) => (
            <Group key={i} component="li" gap="xs" align="flex-start" wrap="wrap">
              <Select
                aria-label={t('hours.day')}
                data={days}
                value={w.day}
                allowDeselect={false}
                onChange={(v) => v && change(i, { day: v as VisitingWindow['day'] })}
                w={{ base: '100%', xs: 150 }}
              />
              <Select
                aria-label={t('hours.from')}
                data={starts}
                value={w.start}
                allowDeselect={false}
                onChange={(v) => v && change(i, { start: v })}
                w={120}
              />
              <Select
                aria-label={t('hours.to')}
                data={ends}
                value={w.end}
                allowDeselect={false}
                onChange={(v) => v && change(i, { end: v })}
                error={windowError(w) ? t('hours.range') : undefined}
                w={120}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('hours.remove')}
                onClick={() => {
                  setWindows((ws) => ws.filter((_, k) => k !== i));
                  save.reset();
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={windows.length >= SITE_VISIT_LIMITS.windowsMax}
            onClick={() => setWindows((ws) => [...ws, nextWindow(ws)])}
          >
            {t('hours.add')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={invalid}
            onClick={() =>
              save.mutate(
                { windows },
                {
                  onSuccess: (saved) => {
                    setWindows(sortWindows(saved.windows));
                    toasts.show({ color: 'teal', message: t('hours.saved') });
                  },
                },
              )
            }
          >
            {t('hours.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
