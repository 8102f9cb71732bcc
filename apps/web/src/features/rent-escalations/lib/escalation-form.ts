import {
  issuesToFields,
  kolkataDate,
  nextDueRefusal,
  rentEscalationInputSchema,
  rentIncrease,
  type RentEscalation,
  type RentEscalationInput,
  type RentIncrease,
  type RentIncreaseType,
} from '@nivaas/shared';

/** The settings form as typed: number boxes hand back '' while empty. */
export interface EscalationFormValues {
  rentIncreaseType: RentIncreaseType;
  rentIncreaseValue: number | '';
  rentIncreaseFrequencyMonths: number | '';
  initialRent: number | '';
  /** YYYY-MM-DD (Asia/Kolkata) or '' for "one frequency from now" / "keep the date". */
  nextEscalationDue: string;
}

/** The form filled from the saved setting, or with sensible defaults for a first one. */
export function escalationFormValues(
  saved: RentEscalation | null,
  listingRent: number | null,
): EscalationFormValues {
  if (!saved)
    return {
      rentIncreaseType: 'percentage',
      rentIncreaseValue: 5,
      rentIncreaseFrequencyMonths: 12,
      initialRent: listingRent ?? '',
      nextEscalationDue: '',
    };
  return {
    rentIncreaseType: saved.rentIncreaseType,
    rentIncreaseValue: saved.rentIncreaseValue,
    rentIncreaseFrequencyMonths: saved.rentIncreaseFrequencyMonths,
    initialRent: saved.initialRent,
    nextEscalationDue: kolkataDate(saved.nextEscalationDue),
  };
}

/**
 * What to send: blanks left out (a first setting takes the listing's rent as initial rent and is
 * due one frequency from now; a changed one keeps its date unless the owner picks another).
 */
export function escalationInput(
  values: EscalationFormValues,
  saved: RentEscalation | null,
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    rentIncreaseType: values.rentIncreaseType,
    rentIncreaseValue: values.rentIncreaseValue === '' ? undefined : values.rentIncreaseValue,
    rentIncreaseFrequencyMonths:
      values.rentIncreaseFrequencyMonths === '' ? undefined : values.rentIncreaseFrequencyMonths,
  };
  if (values.initialRent !== '' && (!saved || values.initialRent !== saved.initialRent))
    input['initialRent'] = values.initialRent;
  const savedDue = saved ? kolkataDate(saved.nextEscalationDue) : '';
  if (values.nextEscalationDue && values.nextEscalationDue !== savedDue)
    input['nextEscalationDue'] = values.nextEscalationDue;
  return input;
}

/** The shared schema's verdict, per field (English), plus the server's rule for the due date. */
export function escalationErrors(
  input: Record<string, unknown>,
  today: string,
): Record<string, string> {
  const parsed = rentEscalationInputSchema.safeParse(input);
  const errors = parsed.success ? {} : issuesToFields(parsed.error);
  const due = input['nextEscalationDue'];
  const refusal = typeof due === 'string' ? nextDueRefusal(due, today) : null;
  if (refusal && !errors['nextEscalationDue']) errors['nextEscalationDue'] = refusal;
  return errors;
}

export const isValidInput = (input: Record<string, unknown>): input is RentEscalationInput =>
  rentEscalationInputSchema.safeParse(input).success;

/** What the next increase would make the rent, as the form stands; null until it makes sense. */
export function previewIncrease(
  currentRent: number | null,
  type: RentIncreaseType,
  value: number | '',
): RentIncrease | null {
  if (!currentRent || currentRent <= 0 || value === '' || !(value > 0)) return null;
  return rentIncrease(currentRent, type, value);
}
