/** A seeker's saved answers, pre-filling every form by field name. */
export interface TenantProfilesTable {
  userId: string;
  /** JSON text of { [fieldName]: string | number }. */
  fields: string;
  createdAt: string;
  updatedAt: string;
}

/** The tenant-profiles module: one profile per seeker. */
export interface TenantProfilesTables {
  tenant_profiles: TenantProfilesTable;
}
