/**
 * Turns a zod schema into a Mantine form validator, so a form checks its values with the very
 * schema the server uses. Typed structurally: the web app does not need zod itself.
 */
interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}
export interface SafeParser {
  safeParse(
    values: unknown,
  ): { success: true } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message of each field, keyed by its dotted path (Mantine's error keys). */
export function zodFieldErrors(schema: SafeParser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'root';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A Mantine `validate` function; `translate` turns the schema's English texts into the UI language. */
export function zodResolver(schema: SafeParser, translate: (message: string) => string = (m) => m) {
  return (values: unknown): Record<string, string> => {
    const errors = zodFieldErrors(schema, values);
    return Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [key, translate(message)]),
    );
  };
}
