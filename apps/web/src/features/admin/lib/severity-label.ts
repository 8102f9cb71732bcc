import { REPORT_SEVERITIES, type ReportSeverity } from '@nivaas/shared';
import type { Translate } from '../../../lib/translate';

const isSeverity = (value: number): value is ReportSeverity =>
  (REPORT_SEVERITIES as readonly number[]).includes(value);

/** A report's severity in words (the API answers 1–3; anything else shows as its number). */
export const severityLabel = (t: Translate<'admin'>, severity: number): string =>
  isSeverity(severity) ? t(`reports.severity.${severity}`) : String(severity);
