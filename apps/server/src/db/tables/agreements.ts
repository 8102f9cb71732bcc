/** A leave-and-licence agreement of a confirmed stay (migration 032). */
export interface RentalAgreementsTable {
  id: string;
  bookingId: string;
  propertyId: string;
  ownerId: string;
  tenantId: string;
  version: number;
  /** JSON text of `AgreementTerms`. */
  terms: string;
  /** SHA-256 (hex) of the current version's terms. */
  documentHash: string;
  createdAt: string;
  updatedAt: string;
}

/** One party's acceptance of one version. */
export interface AgreementAcceptancesTable {
  id: string;
  agreementId: string;
  version: number;
  party: string;
  userId: string;
  documentHash: string;
  acceptedAt: string;
  ip: string;
}

/** The agreements module's tables. */
export interface AgreementsTables {
  rental_agreements: RentalAgreementsTable;
  agreement_acceptances: AgreementAcceptancesTable;
}
