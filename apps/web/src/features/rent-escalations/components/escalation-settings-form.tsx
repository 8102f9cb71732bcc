import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  kolkataDate,
  RENT_ESCALATION_LIMITS,
  type RentEscalation,
  type RentIncreaseType,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import {
  errorMessage,
  translateFieldError,
  translateFieldErrors,
} from '../../../lib/error-messages';
import { formatDate, formatINR, intlLocale } from '../../../lib/format';
import { useSaveRentEscalation } from '../api/rent-escalation';
import {
  escalationErrors,
  escalationFormValues,
  escalationInput,
  isValidInput,
  previewIncrease,
  type EscalationFormValues,
} from '../lib/escalation-form';
import { useRentT } from '../lib/use-rent-t';

/** The increase type, value and frequency (and, first time, the initial rent and due date). */
export function EscalationSettingsForm({
  propertyId,
  saved,
  listingRent,
  onDone,
}: {
  propertyId: string;
  saved: RentEscalation | null;
  listingRent: number | null;
  onDone?: () => void;
}) {
  const { t, i18n } = useRentT();
  const save = useSaveRentEscalation(propertyId);
  const [values, setValues] = useState<EscalationFormValues>(() =>
    escalationFormValues(saved, listingRent),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = kolkataDate(new Date());
  const currentRent = saved?.currentRent ?? listingRent;
  const preview = previewIncrease(currentRent, values.rentIncreaseType, values.rentIncreaseValue);
  const set = <K extends keyof EscalationFormValues>(name: K, value: EscalationFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const err = (name: string) => (errors[name] ? translateFieldError(t, errors[name]) : undefined);
  const num = (v: string | number): number | '' =>
    typeof v === 'number' ? v : v === '' ? '' : Number(v);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const input = escalationInput(values, saved);
    const found = escalationErrors(input, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || !isValidInput(input)) return;
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('settings.saved') });
        onDone?.();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors((old) => ({ ...old, ...error.fields }));
      },
    });
  };
  const serverFields =
    save.error instanceof ApiError ? translateFieldErrors(t, save.error.fields) : {};
  const percent = values.rentIncreaseType === 'percentage';

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`type-${propertyId}`}>
            {t('settings.type')}
          </Text>
          <SegmentedControl
            aria-labelledby={`type-${propertyId}`}
            value={values.rentIncreaseType}
            onChange={(v) => set('rentIncreaseType', v as RentIncreaseType)}
            data={[
              { value: 'percentage', label: t('settings.percentage') },
              { value: 'fixed', label: t('settings.fixed') },
            ]}
            w="fit-content"
          />
        </Stack>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <NumberInput
            label={percent ? t('settings.valuePercent') : t('settings.valueFixed')}
            withAsterisk
            miw={160}
            min={0}
            max={percent ? RENT_ESCALATION_LIMITS.percentageMax : RENT_ESCALATION_LIMITS.fixedMax}
            decimalScale={percent ? 2 : 0}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            prefix={percent ? undefined : '₹'}
            suffix={percent ? '%' : undefined}
            value={values.rentIncreaseValue}
            error={err('rentIncreaseValue') ?? serverFields['rentIncreaseValue']}
            onChange={(v) => set('rentIncreaseValue', num(v))}
          />
          <NumberInput
            label={t('settings.frequency')}
            description={t('settings.frequencyHint')}
            withAsterisk
            miw={160}
            min={1}
            max={RENT_ESCALATION_LIMITS.frequencyMonthsMax}
            allowDecimal={false}
            value={values.rentIncreaseFrequencyMonths}
            error={
              err('rentIncreaseFrequencyMonths') ?? serverFields['rentIncreaseFrequencyMonths']
            }
            onChange={(v) => set('rentIncreaseFrequencyMonths', num(v))}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <NumberInput
            label={t('settings.initialRent')}
            description={t('settings.initialRentHint')}
            miw={160}
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            prefix="₹"
            value={values.initialRent}
            error={err('initialRent') ?? serverFields['initialRent']}
            onChange={(v) => set('initialRent', num(v))}
          />
          <TextInput
            type="date"
            label={t('settings.nextDue')}
            description={
              /^\d{4}-\d{2}-\d{2}$/.test(values.nextEscalationDue)
                ? formatDate(values.nextEscalationDue, 'medium', intlLocale(i18n.language))
                : saved
                  ? t('settings.nextDueKeep')
                  : t('settings.nextDueNew')
            }
            miw={160}
            min={today}
            value={values.nextEscalationDue}
            error={err('nextEscalationDue') ?? serverFields['nextEscalationDue']}
            onChange={(e) => set('nextEscalationDue', e.currentTarget.value)}
          />
        </Group>
        {preview ? (
          <Text size="sm" aria-live="polite">
            {t('settings.preview', {
              from: formatINR(preview.previousRent),
              to: formatINR(preview.newRent),
              amount: formatINR(preview.increaseAmount),
              percent: preview.increasePercentage,
            })}
          </Text>
        ) : null}
        {save.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.saveFailed')}>
            {errorMessage(t, save.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {saved ? t('settings.save') : t('settings.create')}
          </Button>
          {onDone ? (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('settings.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
