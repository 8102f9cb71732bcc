import { agreementTermsSchema, type Agreement, type AgreementParty } from '@nivaas/shared';
import type { acceptancesOf, AgreementRow } from './agreements.repository';

type AcceptanceRow = Awaited<ReturnType<typeof acceptancesOf>>[number];

export const termsOf = (row: AgreementRow) => agreementTermsSchema.parse(JSON.parse(row.terms));

export const partyOf = (row: AgreementRow, userId: string): AgreementParty | null =>
  row.ownerId === userId ? 'owner' : row.tenantId === userId ? 'tenant' : null;

/** An agreement as its party sees it: the current version's acceptances only. */
export function presentAgreement(
  row: AgreementRow,
  acceptances: readonly AcceptanceRow[],
  viewer: AgreementParty,
): Agreement {
  const current = acceptances
    .filter((a) => a.agreementId === row.id && a.version === row.version)
    .map((a) => ({
      party: a.party === 'owner' ? ('owner' as const) : ('tenant' as const),
      name: a.name,
      acceptedAt: a.acceptedAt,
      ip: a.ip,
    }));
  const accepted = new Set(current.map((a) => a.party));
  return {
    id: row.id,
    bookingId: row.bookingId,
    propertyId: row.propertyId,
    version: row.version,
    status: accepted.has('owner') && accepted.has('tenant') ? 'accepted' : 'waiting',
    terms: termsOf(row),
    documentHash: row.documentHash,
    acceptances: current,
    yourParty: viewer,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
