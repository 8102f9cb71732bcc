import {
  isProtectedFieldName,
  LIVE_APPLICATION_STATUSES,
  type Application,
  type ApplicationFormField,
  type ApplicationStatus,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';

/** A badge colour per status; the status is always written too (never colour alone). */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  submitted: 'blue',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export const isLive = (a: Pick<Application, 'status'>): boolean =>
  (LIVE_APPLICATION_STATUSES as readonly string[]).includes(a.status);

/** The seeker's live application to a listing, if they have one. */
export const liveApplicationFor = (
  list: readonly Application[] | undefined,
  propertyId: string,
): Application | undefined => list?.find((a) => a.propertyId === propertyId && isLive(a));

/** The id of the application a 409 "already applied" points at, or null for any other error. */
export function alreadyAppliedId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.reason !== 'application.already-applied') return null;
  return error.details['applicationId'] ?? '';
}

export const applicantName = (a: Pick<Application, 'applicant'>): string =>
  `${a.applicant.firstName} ${a.applicant.lastName}`.trim();

/** Where a seeker finds one of their applications. */
export const myApplicationPath = (id: string) =>
  `/tenant/applications?id=${encodeURIComponent(id)}`;

export interface AnswerRow {
  field: ApplicationFormField;
  value: string | number | undefined;
}

/** An application's answers in its form's order, each beside the question it answers. */
export const answerRows = (a: Pick<Application, 'fields' | 'answers'>): AnswerRow[] =>
  a.fields.map((field) => ({ field, value: a.answers[field.name] }));

export interface CompareRow {
  field: ApplicationFormField;
  values: (string | number | undefined)[];
}

/**
 * The rows of a side-by-side comparison: every question any of them answered, in the order
 * first met, one value per applicant. Protected questions (religion) are left out: applicants
 * are never compared on them (decision 014).
 */
export function compareRows(
  applications: readonly Pick<Application, 'fields' | 'answers'>[],
): CompareRow[] {
  const fields: ApplicationFormField[] = [];
  const seen = new Set<string>();
  for (const a of applications)
    for (const f of a.fields) {
      if (seen.has(f.name) || isProtectedFieldName(f.name)) continue;
      seen.add(f.name);
      fields.push(f);
    }
  return fields.map((field) => ({
    field,
    values: applications.map((a) => a.answers[field.name]),
  }));
}

/** Compare holds two or three applications. */
export const COMPARE_MAX = 3;

/** The selection after ticking or unticking one; a fourth tick is refused (unchanged). */
export function toggleCompare(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= COMPARE_MAX) return [...selected];
  return [...selected, id];
}
