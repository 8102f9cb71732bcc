import type { Report } from '@nivaas/shared';
import type { Translate } from '../../../lib/translate';

/**
 * What a report says: an automatic flag's findings in the reader's language when it kept them
 * as details, else its comment (a person's words, or an older flag's English figures).
 */
export function reportComment(report: Pick<Report, 'comment' | 'details'>, t: Translate<'admin'>) {
  if (report.details?.kind === 'duplicate-photo') return t('reports.photoMatch.title');
  return report.comment;
}
