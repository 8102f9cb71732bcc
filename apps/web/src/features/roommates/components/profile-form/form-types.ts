import type { UseFormReturnType } from '@mantine/form';
import type { ProfileFormValues } from '../../lib/profile-form';

export type ProfileForm = UseFormReturnType<ProfileFormValues>;

/** '' from a select means "not chosen". */
export const choiceData = <T extends string>(
  values: readonly T[],
  label: (v: T) => string,
  none?: string,
) => [
  ...(none !== undefined ? [{ value: '', label: none }] : []),
  ...values.map((v) => ({ value: v, label: label(v) })),
];
