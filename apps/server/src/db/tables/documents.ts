/** A person's tax ids (migration 031): an owner's PAN, a provider's GSTIN. */
export interface TaxIdsTable {
  userId: string;
  pan: string | null;
  gstin: string | null;
  updatedAt: string;
}

/** The documents module: tax ids printed on receipts and invoices. */
export interface DocumentsTables {
  tax_ids: TaxIdsTable;
}
