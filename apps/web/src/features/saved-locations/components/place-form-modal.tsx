import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications as toasts } from '@mantine/notifications';
import { COMMUTE_MODES, SAVED_LOCATION_LIMITS, type SavedLocation } from '@nivaas/shared';
import { useTranslation } from '../../../lib/use-translation';
import { usePlaceNames } from '../../../lib/place-names';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateFieldError } from '../../../lib/error-messages';
import { useCreateSavedLocation, useUpdateSavedLocation } from '../../../lib/api/saved-locations';
import {
  cityOptions,
  initialPlaceValues,
  localityOptions,
  toPlaceInput,
  toPlacePatch,
  validatePlace,
  type PlaceFormValues,
} from '../lib/place-form';

interface PlaceFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The place being edited; none to add a new one. */
  location: SavedLocation | null;
}

const CITY_OPTIONS = cityOptions();

/**
 * Add or edit a saved place. The modal stays mounted (focus goes back to the button that opened
 * it); its form is mounted afresh at each opening, so it always starts from the place.
 */
export function PlaceFormModal({ opened, onClose, location }: PlaceFormModalProps) {
  const { t } = useTranslation('savedLocations');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={location ? t('form.editTitle') : t('form.addTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      size="lg"
      centered
    >
      <PlaceForm key={location?.id ?? 'new'} location={location} onClose={onClose} />
    </Modal>
  );
}

function PlaceForm({ location, onClose }: Omit<PlaceFormModalProps, 'opened'>) {
  const { t } = useTranslation(['savedLocations', 'common']);
  const create = useCreateSavedLocation();
  const update = useUpdateSavedLocation();
  const mutation = location ? update : create;
  // A place saved as a map point has no city; it stays a point unless a locality is chosen.
  const keepsPoint = location !== null && location.city === null;
  const form = useForm<PlaceFormValues>({
    initialValues: initialPlaceValues(location ?? undefined),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validatePlace(values, keepsPoint)).map(([k, m]) => [
          k,
          translateFieldError(t, m),
        ]),
      ),
  });
  const places = usePlaceNames();
  const localities = places.localityItems(localityOptions(form.values.city));
  const cities = CITY_OPTIONS.map((g) => ({
    group: places.state(g.group),
    items: g.items.map((c) => ({ ...c, label: places.city(c.value) })),
  }));

  const failed = (err: unknown) => {
    if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
      const { point, ...rest } = err.fields;
      form.setErrors(
        Object.fromEntries(
          Object.entries({ ...rest, ...(point ? { city: point } : {}) }).map(([k, m]) => [
            k,
            translateFieldError(t, m),
          ]),
        ),
      );
    }
  };
  const done = (key: 'added' | 'updated') => {
    toasts.show({ color: 'teal', message: t(`toast.${key}`) });
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!location) {
      create.mutate(toPlaceInput(values), { onSuccess: () => done('added'), onError: failed });
      return;
    }
    const patch = toPlacePatch(location, values);
    if (Object.keys(patch).length === 0) return onClose();
    update.mutate(
      { id: location.id, patch },
      { onSuccess: () => done('updated'), onError: failed },
    );
  });

  const fieldErrors =
    mutation.error instanceof ApiError && Object.keys(mutation.error.fields).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mutation.isError && !fieldErrors ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={location ? t('errors.server.updateFailed') : t('errors.server.saveFailed')}
          >
            {errorMessage(t, mutation.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={SAVED_LOCATION_LIMITS.nameMax}
          data-autofocus
          {...form.getInputProps('name')}
        />
        {keepsPoint && !form.values.city ? (
          <Text size="sm" c="gray.7">
            {t('form.keepPoint')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('form.city')}
            placeholder={t('form.cityPlaceholder')}
            data={cities}
            searchable
            clearable={keepsPoint}
            required={!keepsPoint}
            nothingFoundMessage={t('form.nothingFound')}
            {...form.getInputProps('city')}
            onChange={(city) => {
              form.setFieldValue('city', city);
              form.setFieldValue('sublocality', null);
            }}
          />
          <Select
            label={t('form.locality')}
            placeholder={form.values.city ? t('form.localityPlaceholder') : t('form.localityFirst')}
            data={localities}
            searchable
            disabled={!form.values.city}
            required={!keepsPoint}
            nothingFoundMessage={t('form.nothingFound')}
            {...form.getInputProps('sublocality')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Select
            label={t('form.commuteMode')}
            data={COMMUTE_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('commuteMode')}
          />
          <NumberInput
            label={t('form.commuteTime')}
            min={1}
            max={SAVED_LOCATION_LIMITS.commuteMinutesMax}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('commuteTime')}
          />
          <NumberInput
            label={t('form.radius')}
            description={t('form.radiusHint')}
            min={0.5}
            max={SAVED_LOCATION_LIMITS.radiusKmMax}
            step={1}
            decimalScale={1}
            allowNegative={false}
            required
            {...form.getInputProps('radiusKm')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
