import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  SERVICE_CATEGORY_KEYS,
  SERVICE_LIMITS,
  SERVICE_PRICE_TYPES,
  WEEKDAYS,
  serviceInputSchema,
  type Service,
  type Weekday,
} from '@nivaas/shared';
import { IconTrash } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import {
  errorMessage,
  translateFieldError,
  translateFieldErrors,
} from '../../../lib/error-messages';
import { validateWith } from '../../../lib/schema-validate';
import { useSaveService } from '../api/services';
import { CITY_CHOICES, localityChoices, subcategoriesOf } from '../lib/search-params';
import {
  EMPTY_SERVICE,
  placeFields,
  serviceBody,
  serviceFormValues,
  type ServiceFormValues,
} from '../lib/service-form';
import { useServicesT } from '../lib/use-services-t';
import classes from './service-form.module.css';

/** Add or change a service; the server's field messages land on their fields. */
export function ServiceForm({
  service,
  onSaved,
  onCancel,
}: {
  service?: Service;
  onSaved: (service: Service) => void;
  onCancel: () => void;
}) {
  const { t } = useServicesT();
  const save = useSaveService();
  const translate = (english: string) => translateFieldError(t, english);
  const check = validateWith(serviceInputSchema, translate);
  const form = useForm<ServiceFormValues>({
    initialValues: service ? serviceFormValues(service) : EMPTY_SERVICE,
    validate: (values) => placeFields(check(serviceBody(values))),
  });
  const values = form.getValues();
  const submit = form.onSubmit((v) => {
    save.mutate(service ? { id: service.id, input: serviceBody(v) } : { input: serviceBody(v) }, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0)
          form.setErrors(placeFields(translateFieldErrors(t, error.fields)));
      },
    });
  });
  const hasFieldErrors =
    save.error instanceof ApiError && Object.keys(save.error.fields).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('form.category')}
            data={SERVICE_CATEGORY_KEYS.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            withAsterisk
            {...form.getInputProps('category')}
            onChange={(v) => {
              form.setFieldValue('category', (v ?? '') as ServiceFormValues['category']);
              form.setFieldValue('subcategory', '');
            }}
          />
          <Select
            label={t('form.subcategory')}
            data={subcategoriesOf(values.category || undefined).map((s) => ({
              value: s,
              label: t(`subcategories.${s}`),
            }))}
            disabled={!values.category}
            {...form.getInputProps('subcategory')}
            onChange={(v) => form.setFieldValue('subcategory', v ?? '')}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.title')}
          withAsterisk
          maxLength={SERVICE_LIMITS.titleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          autosize
          minRows={3}
          maxLength={SERVICE_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('form.price')}
            prefix="₹"
            thousandSeparator=","
            min={0}
            withAsterisk
            {...form.getInputProps('price')}
          />
          <Select
            label={t('form.priceType')}
            data={SERVICE_PRICE_TYPES.map((p) => ({ value: p, label: t(`priceTypes.${p}`) }))}
            allowDeselect={false}
            {...form.getInputProps('priceType')}
          />
          <NumberInput
            label={t('form.visitingCharge')}
            description={t('form.visitingChargeHint')}
            prefix="₹"
            thousandSeparator=","
            min={0}
            max={5_000}
            decimalScale={2}
            {...form.getInputProps('visitingCharge')}
            error={form.errors.visitingCharge ?? form.errors.visitingChargePaise}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text fw={600} id="service-days">
            {t('form.days')}
          </Text>
          <Chip.Group
            multiple
            value={values.availability.days}
            onChange={(v) =>
              form.setFieldValue(
                'availability.days',
                WEEKDAYS.filter((d) => v.includes(d)) as Weekday[],
              )
            }
          >
            <Group gap={6} aria-labelledby="service-days" role="group">
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={d} size="sm">
                  {t(`weekdays.${d}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {form.errors['availability.days'] ? (
            <Text size="sm" c="red" role="alert">
              {form.errors['availability.days']}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={2}>
          <TextInput
            type="time"
            label={t('form.startTime')}
            {...form.getInputProps('availability.startTime')}
          />
          <TextInput
            type="time"
            label={t('form.endTime')}
            {...form.getInputProps('availability.endTime')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text fw={600}>{t('form.locations')}</Text>
          {values.serviceLocations.map((loc, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                <Select
                  label={t('form.city')}
                  data={CITY_CHOICES}
                  searchable
                  {...form.getInputProps(`serviceLocations.${i}.city`)}
                  value={loc.city || null}
                  onChange={(v) => {
                    form.setFieldValue(`serviceLocations.${i}.city`, v ?? '');
                    form.setFieldValue(`serviceLocations.${i}.subLocalities`, []);
                  }}
                />
                <MultiSelect
                  label={t('form.localities')}
                  placeholder={loc.subLocalities.length === 0 ? t('form.wholeCity') : undefined}
                  data={localityChoices(loc.city || undefined)}
                  searchable
                  disabled={!loc.city}
                  {...form.getInputProps(`serviceLocations.${i}.subLocalities`)}
                />
              </SimpleGrid>
              {values.serviceLocations.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('form.removeLocation')}
                  onClick={() => form.removeListItem('serviceLocations', i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {form.errors.serviceLocations ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.serviceLocations}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            disabled={values.serviceLocations.length >= SERVICE_LIMITS.locationsMax}
            onClick={() => form.insertListItem('serviceLocations', { city: '', subLocalities: [] })}
          >
            {t('form.addLocation')}
          </Button>
        </Stack>
        {save.isError && !hasFieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        ) : null}
        {/* Kept in sight at the dialog's bottom edge while the long form scrolls under it. */}
        <Group justify="flex-end" className={classes.footer}>
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {service ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
