/**
 * Field messages of a 400 and of a form: `{ 'address.city': 'Choose a city', _: '…' }`.
 * Typed by shape, so the web can pass a zod error without depending on zod itself.
 */
export interface FieldIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The key of an issue about the whole value rather than one field (a cross-field rule). */
export const ROOT_FIELD = '_';

/** The first message of each field, keyed by its dotted path (`pgDetails.roomSharing`, `amenities.2`). */
export function issuesToFields(error: {
  readonly issues: ReadonlyArray<FieldIssue>;
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || ROOT_FIELD;
    fields[key] ??= issue.message;
  }
  return fields;
}
