import { useMutation } from '@tanstack/react-query';
import type { Report, ReportInput } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

export const reportKeys = { all: ['reports'] as const };

/** POST /api/reports: one open report per person per item (409 `report.already-open`). */
export const createReport = (input: ReportInput) =>
  api<Report>('/api/reports', { method: 'POST', body: input });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
