import type { DocumentLanguage } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { renderAgreementPdf } from './agreement-pdf';
import { getAgreement } from './list-agreements';
import { loadOwnAgreement } from './load-agreement';

/** The agreement's PDF with its audit page, for its two parties only. */
export async function downloadAgreement(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  id: string,
  language: DocumentLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { row, party } = await loadOwnAgreement(deps.db, userId, id);
  const agreement = await getAgreement(deps, row, party);
  const pdf = await renderAgreementPdf(agreement, language, deps.clock.now());
  return { fileName: `leave-and-licence-${row.id.slice(0, 8)}-v${row.version}.pdf`, pdf };
}
