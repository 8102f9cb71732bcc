import type { PersonSummary } from '@nivaas/shared';

export const personName = (p: Pick<PersonSummary, 'firstName' | 'lastName'> | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '';
