import { reportDetailsSchema, type Report, type ReportDetails } from '@nivaas/shared';
import { toBool } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import { targetSummary } from './report-targets';
import { namesOf, type ReportRow } from './reports.repository';

const parseSignals = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

/** The stored details, or null (none kept, or of a shape this version does not know). */
export const parseDetails = (text: string | null): ReportDetails | null => {
  if (!text) return null;
  try {
    const parsed = reportDetailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Reports as admins see them: people by name, and a summary of each reported item. */
export async function presentReports(deps: Pick<Deps, 'db'>, rows: ReportRow[]): Promise<Report[]> {
  const names = await namesOf(
    deps.db,
    rows.flatMap((r) => [r.reporterId, r.assigneeId]),
  );
  const person = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      comment: r.comment,
      severity: Number(r.severity),
      status: r.status,
      automatic: toBool(r.automatic),
      signals: parseSignals(r.signals),
      details: parseDetails(r.details),
      reporter: person(r.reporterId),
      assignee: person(r.assigneeId),
      action: r.action,
      note: r.note,
      target: await targetSummary(deps, r.targetType, r.targetId),
      createdAt: r.createdAt,
      handledAt: r.handledAt,
    })),
  );
}

export const presentReport = async (deps: Pick<Deps, 'db'>, row: ReportRow): Promise<Report> =>
  (await presentReports(deps, [row]))[0]!;
