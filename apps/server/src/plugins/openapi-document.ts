type Responses = Record<string, { content?: unknown } | undefined>;

/**
 * The API description's last touches: a 204 has no body (RFC 9110, 15.3.5), so its answer in the
 * document has no content either, whatever schema the route gave its serializer.
 */
export function finishApiDocument<D extends { paths?: object }>(document: D): D {
  for (const item of Object.values(document.paths ?? {}) as (object | undefined)[])
    for (const operation of Object.values(item ?? {}) as unknown[]) {
      const responses = (operation as { responses?: Responses } | null)?.responses;
      if (responses?.['204']) delete responses['204'].content;
    }
  return document;
}
