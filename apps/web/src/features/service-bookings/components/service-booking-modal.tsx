import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  PIN_CODE_PATTERN,
  SERVICE_BOOKING_TEXT_KEYS,
  serviceBookingTotalPaise,
  type ServiceBookingAddressInput,
  type ServiceBookingTextKey,
  type ServicePriceType,
} from '@nivaas/shared';
import { useSavedLocations } from '../../../lib/api/saved-locations';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { formatINR, formatPaise, intlLocale } from '../../../lib/format';
import {
  useCancellationPolicy,
  useCreateServiceBooking,
  useServiceSlots,
} from '../api/service-bookings';
import { CancellationPolicyText } from './cancellation-policy-text';
import { SlotPicker } from './slot-picker';
import type { ServiceBooking, ServiceSlotDay } from '../api/types';
import { firstOpenDay, freshSlotsFrom, withFreshSlots } from '../lib/calendar';
import { useServiceBookingsT } from '../lib/use-service-bookings-t';
import { QueryFailure, QuerySkeleton } from '../../../components/ui/query-state';

export interface BookableService {
  id: string;
  providerId: string;
  title: string;
  price: number;
  priceType: ServicePriceType;
  visitingChargePaise?: number | null;
}

/** The Select's value for "type an address" rather than a saved place. */
const TYPED = '';

const SLOT_TAKEN = 'service-booking.slot-taken';

/**
 * Book a service: a day of the next 14, a free one-hour slot of it, where (a saved place or a
 * typed address), what the job is and (for an owner) which of their properties, with the upfront
 * total the server will store. A slot taken meanwhile shows the day's fresh slots.
 */
export function ServiceBookingModal({
  service,
  properties,
  onClose,
  onBooked,
}: {
  service: BookableService | null;
  properties?: { id: string; title: string }[];
  onClose: () => void;
  onBooked?: (booking: ServiceBooking) => void;
}) {
  const { t, i18n } = useServiceBookingsT();
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service ? t('modal.title', { title: service.title }) : ''}
      size="lg"
      fullScreen={false}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {service ? (
        <BookingForm
          key={service.id}
          service={service}
          properties={properties ?? []}
          locale={intlLocale(i18n.language)}
          onDone={(b) => {
            onBooked?.(b);
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

function BookingForm({
  service,
  properties,
  locale,
  onDone,
  onCancel,
}: {
  service: BookableService;
  properties: { id: string; title: string }[];
  locale: string;
  onDone: (b: ServiceBooking) => void;
  onCancel: () => void;
}) {
  const { t } = useServiceBookingsT();
  const slotsQuery = useServiceSlots(service.id);
  const policyQuery = useCancellationPolicy(service.providerId);
  const totalPaise = serviceBookingTotalPaise(service);
  const create = useCreateServiceBooking();
  // A 409's fresh slots of one day hold until the slots are read again.
  const [fresh, setFresh] = useState<{
    base: unknown;
    date: string;
    slots: { time: string }[];
  } | null>(null);
  const loaded: ServiceSlotDay[] = slotsQuery.data?.days ?? [];
  const days =
    fresh && fresh.base === slotsQuery.data
      ? withFreshSlots(loaded, fresh.date, fresh.slots)
      : loaded;
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? firstOpenDay(days);
  const [slot, setSlot] = useState<string | null>(null);
  // The customer's texts (SERVICE_BOOKING_TEXTS), one box each, sent trimmed when not empty.
  const [texts, setTexts] = useState<Partial<Record<ServiceBookingTextKey, string>>>({});
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const places = useSavedLocations().data ?? [];
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [typed, setTyped] = useState({ line: '', locality: '', city: '', pinCode: '' });
  const [errors, setErrors] = useState<{
    date?: string;
    slot?: string;
    line?: string;
    locality?: string;
    pinCode?: string;
  }>({});
  const [taken, setTaken] = useState<string | null>(null);

  const submit = () => {
    const next: typeof errors = {};
    if (!date) next.date = t('validation.dateRequired');
    if (!slot) next.slot = t('validation.slotRequired');
    let address: ServiceBookingAddressInput;
    if (placeId) address = { savedLocationId: placeId };
    else {
      const pinCode = typed.pinCode.trim();
      if (!typed.line.trim()) next.line = t('validation.addressLine');
      if (!typed.locality.trim()) next.locality = t('validation.locality');
      if (!PIN_CODE_PATTERN.test(pinCode)) next.pinCode = t('validation.pinCode');
      address = {
        line: typed.line.trim(),
        locality: typed.locality.trim(),
        ...(typed.city.trim() ? { city: typed.city.trim() } : {}),
        pinCode,
      };
    }
    setErrors(next);
    setTaken(null);
    if (Object.keys(next).length > 0 || !date || !slot) return;
    create.mutate(
      {
        serviceId: service.id,
        providerId: service.providerId,
        date,
        timeSlot: slot,
        ...Object.fromEntries(
          SERVICE_BOOKING_TEXT_KEYS.flatMap((k) =>
            texts[k]?.trim() ? [[k, texts[k].trim()]] : [],
          ),
        ),
        ...(propertyId ? { propertyId } : {}),
        address,
      },
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

  if (slotsQuery.isPending) return <QuerySkeleton rows={2} h={73} />;
  if (slotsQuery.isError)
    return (
      <QueryFailure
        title={t('modal.slotsFailed')}
        query={slotsQuery}
        retryLabel={t('modal.retry')}
      />
    );

  return (
    <Stack gap="md">
      <Text fw={600} data-testid="booking-price">
        {t(`services:price.${service.priceType}`, { amount: formatINR(service.price) })}
      </Text>
      <SlotPicker
        days={days}
        date={date}
        slot={slot}
        locale={locale}
        taken={taken}
        dateError={errors.date}
        slotError={errors.slot}
        onDate={(v) => {
          setDate(v);
          setSlot(null);
          setErrors((e) => ({ ...e, date: undefined }));
        }}
        onSlot={(v) => {
          setSlot(v);
          setErrors((e) => ({ ...e, slot: undefined }));
        }}
      />
      <Stack gap={6}>
        <Text fw={600}>{t('modal.address')}</Text>
        {places.length > 0 ? (
          <Select
            label={t('modal.savedPlace')}
            data={[
              { value: TYPED, label: t('modal.typeAddress') },
              ...places.map((p) => ({
                value: p.id,
                label: [p.name, p.sublocality, p.city].filter(Boolean).join(', '),
              })),
            ]}
            value={placeId ?? TYPED}
            onChange={(v) => setPlaceId(v || null)}
            allowDeselect={false}
          />
        ) : null}
        {placeId ? null : (
          <>
            <TextInput
              label={t('modal.addressLine')}
              value={typed.line}
              onChange={(e) => {
                const line = e.currentTarget.value;
                setTyped((a) => ({ ...a, line }));
              }}
              error={errors.line}
              maxLength={200}
              required
            />
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('modal.locality')}
                value={typed.locality}
                onChange={(e) => {
                  const locality = e.currentTarget.value;
                  setTyped((a) => ({ ...a, locality }));
                }}
                error={errors.locality}
                maxLength={80}
                required
                miw={140}
              />
              <TextInput
                label={t('modal.city')}
                value={typed.city}
                onChange={(e) => {
                  const city = e.currentTarget.value;
                  setTyped((a) => ({ ...a, city }));
                }}
                maxLength={60}
                miw={140}
              />
              <TextInput
                label={t('modal.pinCode')}
                value={typed.pinCode}
                onChange={(e) => {
                  const pinCode = e.currentTarget.value;
                  setTyped((a) => ({ ...a, pinCode }));
                }}
                error={errors.pinCode}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                required
                miw={110}
              />
            </Group>
          </>
        )}
        <Text size="sm" c="gray.7">
          {t('modal.addressPrivacy')}
        </Text>
      </Stack>
      {SERVICE_BOOKING_TEXT_KEYS.map((k) => (
        <Textarea
          key={k}
          label={t(`modal.${k}`)}
          placeholder={t(`modal.${k}Hint`)}
          value={texts[k] ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTexts((x) => ({ ...x, [k]: value }));
          }}
          autosize
          minRows={3}
          maxLength={2000}
        />
      ))}
      {properties.length > 0 ? (
        <Select
          label={t('modal.property')}
          placeholder={t('modal.noProperty')}
          data={properties.map((p) => ({ value: p.id, label: p.title }))}
          value={propertyId}
          onChange={setPropertyId}
          clearable
        />
      ) : null}
      <Group
        justify="space-between"
        gap="xs"
        p="sm"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="booking-total"
      >
        <Stack gap={0}>
          <Text fw={600}>{t('modal.total')}</Text>
          <Text size="sm" c="gray.7">
            {t(`modal.totalBasis.${service.priceType}`)}
          </Text>
          {service.visitingChargePaise ? (
            <Text size="sm" c="gray.7" data-testid="visiting-charge">
              {t('modal.visitingCharge', { amount: formatPaise(service.visitingChargePaise) })}
            </Text>
          ) : null}
        </Stack>
        <Text fw={700} size="lg">
          {formatINR(totalPaise / 100)}
        </Text>
      </Group>
      {policyQuery.data ? (
        <Text size="sm" data-testid="booking-policy">
          <CancellationPolicyText policy={policyQuery.data.policy} totalPaise={totalPaise} />
        </Text>
      ) : null}
      {create.isError && !taken ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, create.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('modal.cancel')}
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {t('modal.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
