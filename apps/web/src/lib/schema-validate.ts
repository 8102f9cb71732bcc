import { schemaResolver } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A Mantine `validate` that checks the values with the very schema the server uses (Mantine's
 * own Standard Schema resolver; zod's schemas are Standard Schemas) and puts each message, in
 * English in the shared schemas, into the reader's language.
 */
export function validateWith(schema: Schema, translate: (english: string) => string) {
  const check = schemaResolver(schema, { sync: true });
  return (values: unknown): Record<string, string> =>
    Object.fromEntries(
      Object.entries(check(values)).map(([field, message]) => [field, translate(String(message))]),
    );
}
