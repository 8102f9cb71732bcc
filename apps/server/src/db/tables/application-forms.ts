/** A listing's chosen application form (a listing without one uses Basic). */
export interface ApplicationFormsTable {
  propertyId: string;
  templateName: string;
  /** JSON text of ApplicationFormField[]. */
  fields: string;
  createdAt: string;
  updatedAt: string;
}

/** The application-forms module: each listing's chosen form. */
export interface ApplicationFormsTables {
  application_forms: ApplicationFormsTable;
}
