/** A copy of a person's data (026-data-exports): the JSON itself, until its link expires. */
export interface DataExportsTable {
  id: string;
  userId: string;
  /** preparing | ready | failed */
  status: string;
  /** The unguessable part of the download link (32 random bytes, base64url). */
  token: string;
  /** The JSON document, once ready. */
  content: string | null;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
}

/** The my-data module's table. */
export interface MyDataTables {
  data_exports: DataExportsTable;
}
