import type { TFunction } from 'i18next';
import type { Report } from '@nivaas/shared';

/**
 * What a report says: an automatic flag's findings in the reader's language when it kept them
 * as details, else its comment (a person's words, or an older flag's English figures).
 */
export function reportComment(report: Pick<Report, 'comment' | 'details'>, t: TFunction) {
  if (report.details?.kind === 'duplicate-photo') return t('reports.photoMatch.title');
  return report.comment;
}
