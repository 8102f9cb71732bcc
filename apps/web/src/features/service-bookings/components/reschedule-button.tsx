import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { intlLocale } from '../../../lib/format';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';
import { useRescheduleServiceBooking, useServiceSlots } from '../api/service-bookings';
import type { ServiceBooking } from '../api/types';
import { firstOpenDay, freshSlotsFrom, withFreshSlots } from '../lib/calendar';
import { canReschedule } from '../lib/status-actions';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { SlotPicker } from './slot-picker';

const SLOT_TAKEN = 'service-booking.slot-taken';

/** "Reschedule": either side moves a pending or confirmed booking to another free slot. */
export function RescheduleButton({ booking }: { booking: ServiceBooking }) {
  const { t } = useServiceBookingsT();
  const [open, setOpen] = useState(false);
  if (!canReschedule(booking.status)) return null;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('reschedule.open')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('reschedule.title', { title: booking.service.title })}
        size="lg"
        styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
      >
        {open ? <RescheduleForm booking={booking} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function RescheduleForm({ booking, onDone }: { booking: ServiceBooking; onDone: () => void }) {
  const { t, i18n } = useServiceBookingsT();
  const locale = intlLocale(i18n.language);
  const slotsQuery = useServiceSlots(booking.serviceId);
  const move = useRescheduleServiceBooking();
  const [fresh, setFresh] = useState<{
    base: unknown;
    date: string;
    slots: { time: string }[];
  } | null>(null);
  const loaded = slotsQuery.data?.days ?? [];
  const days =
    fresh && fresh.base === slotsQuery.data
      ? withFreshSlots(loaded, fresh.date, fresh.slots)
      : loaded;
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? firstOpenDay(days);
  const [slot, setSlot] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | undefined>();

  if (slotsQuery.isPending) return <QuerySkeleton rows={1} h={120} />;
  if (slotsQuery.isError)
    return (
      <QueryFailure
        title={t('modal.slotsFailed')}
        query={slotsQuery}
        retryLabel={t('modal.retry')}
      />
    );
  const submit = () => {
    setTaken(null);
    if (!date || !slot) {
      setSlotError(t('validation.slotRequired'));
      return;
    }
    move.mutate(
      { id: booking.id, date, timeSlot: slot },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.reason === SLOT_TAKEN) {
            const slots = freshSlotsFrom(error.details);
            if (slots) setFresh({ base: slotsQuery.data, date, slots });
            setSlot(null);
            setTaken(t('validation.slotTaken'));
          }
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <SlotPicker
        days={days}
        date={date}
        slot={slot}
        locale={locale}
        taken={taken}
        slotError={slotError}
        onDate={(v) => {
          setDate(v);
          setSlot(null);
        }}
        onSlot={(v) => {
          setSlot(v);
          setSlotError(undefined);
        }}
      />
      {move.isError && !taken ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, move.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('reschedule.cancel')}
        </Button>
        <Button onClick={submit} loading={move.isPending}>
          {t('reschedule.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
