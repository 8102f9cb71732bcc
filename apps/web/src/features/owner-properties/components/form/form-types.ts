import type { UseFormReturnType } from '@mantine/form';
import type { PropertyFormValues } from '../../lib/form-values';

export type PropertyFormApi = UseFormReturnType<PropertyFormValues>;

/** Select options of a closed list, labelled through the `property` namespace. */
export const enumOptions = (
  values: readonly string[],
  label: (value: string) => string,
): { value: string; label: string }[] => values.map((value) => ({ value, label: label(value) }));
