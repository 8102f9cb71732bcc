import { useMutation } from '@tanstack/react-query';
import { reportEndpoints, type ReportInput } from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** POST /api/reports: one open report per person per item (409 `report.already-open`). */
export const createReport = (input: ReportInput) => call(reportEndpoints.create, { body: input });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
