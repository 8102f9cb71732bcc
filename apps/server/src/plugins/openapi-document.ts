type Responses = Record<string, { content?: unknown } | undefined>;

/**
 * OpenAPI 3.0 gives `nullable` a meaning only beside a `type` (3.0.3 says so); a schema with no
 * type (an "anything" value made nullable) already allows null. Validators refuse the pair, so
 * the lone `nullable` goes, wherever it is; and a nullable `enum` lists null among its values.
 */
function dropLoneNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropLoneNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && !('type' in schema) && !('$ref' in schema)) {
    // A nullable union keeps null as one more choice; a schema of anything already allows it.
    for (const key of ['oneOf', 'anyOf'] as const)
      if (Array.isArray(schema[key]))
        schema[key] = [...(schema[key] as unknown[]), { enum: [null] }];
    delete schema.nullable;
  }
  // A nullable choice: validators hold the value against `enum` alone, so null must be in it.
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const value of Object.values(schema)) dropLoneNullable(value);
}

/**
 * The API description's last touches: a 204 has no body (RFC 9110, 15.3.5), so its answer in the
 * document has no content either, whatever schema the route gave its serializer; and no schema
 * carries a `nullable` without a `type`.
 */
export function finishApiDocument<D extends { paths?: object }>(document: D): D {
  for (const item of Object.values(document.paths ?? {}) as (object | undefined)[])
    for (const operation of Object.values(item ?? {}) as unknown[]) {
      const responses = (operation as { responses?: Responses } | null)?.responses;
      if (responses?.['204']) delete responses['204'].content;
    }
  dropLoneNullable(document.paths);
  return document;
}
