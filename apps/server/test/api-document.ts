import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import type { Endpoint } from '@nivaas/shared';

/** The document path of a route path: `/api/x/:id` is `/api/x/{id}`. */
export const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * The API description the app serves at GET /api/docs/json (taken from the app itself, so that a
 * configuration without API_DOCS is checked too); a copy, free to change.
 */
export function apiDocument(app: FastifyInstance): Document {
  return structuredClone(app.swagger()) as Document;
}

/** The document, read by a maintained OpenAPI 3 validator (openapi-backend, with ajv). */
export async function documentValidator(app: FastifyInstance) {
  // quick: the document as a whole is not checked here (its validity is a separate matter).
  // The validator finds an operation by its operationId, which the document does not give.
  const definition = apiDocument(app);
  for (const [path, item] of Object.entries(definition.paths ?? {}))
    for (const [method, op] of Object.entries(item ?? {}))
      if (op && typeof op === 'object' && 'responses' in op)
        (op as { operationId?: string }).operationId ??= `${method.toUpperCase()} ${path}`;
  const api = new OpenAPIBackend({ definition, quick: true });
  await api.init();
  const operation = (endpoint: Endpoint): Operation => {
    const path = documentPath(endpoint.path);
    const found = api
      .getOperations()
      .find((op) => op.method.toUpperCase() === endpoint.method && op.path === path);
    if (!found) throw new Error(`${endpoint.method} ${path} is not in the API description`);
    return found;
  };
  return {
    api,
    operation,
    /** What is wrong with an answer of the endpoint, by its description; empty when nothing. */
    problems(
      endpoint: Endpoint,
      status: number,
      body: unknown,
      { binary = false }: { binary?: boolean } = {},
    ): string[] {
      const op = operation(endpoint);
      if (!op.responses?.[String(status)])
        return [`status ${status} is not among the documented ${Object.keys(op.responses ?? {})}`];
      // A 204 has no body; the description says so by giving it no content.
      if (status === 204) return body === undefined ? [] : ['a 204 with a body'];
      // A file (a PDF): its status is checked, its bytes are not JSON to hold against a schema.
      if (binary) return [];
      const result = api.validateResponse(body, op, status);
      return result.valid ? [] : (result.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    },
  };
}

/**
 * Checks every answer of a declared endpoint against the API description while the tests run:
 * what does not match is collected, and the test app refuses to close quietly with any.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance) {
  const mismatches: string[] = [];
  let validator: Promise<Awaited<ReturnType<typeof documentValidator>>> | undefined;
  // What a 5xx came from, so a mismatch names its cause (the test apps log nothing).
  const failures = new WeakMap<FastifyRequest, Error>();
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  const declared = (request: FastifyRequest) =>
    app.declaredEndpoints.find(
      (e) => e.method === request.method && e.path === request.routeOptions.url,
    );
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const endpoint = declared(request);
    if (!endpoint) return payload;
    validator ??= documentValidator(app);
    // A compressed answer (a visitor's, plugins/api-compression.ts) is checked as the client
    // reads it.
    const encoding = reply.getHeader('content-encoding');
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload) && encoding === 'br'
          ? brotliDecompressSync(payload).toString()
          : Buffer.isBuffer(payload) && encoding === 'gzip'
            ? gunzipSync(payload).toString()
            : undefined;
    const type = String(reply.getHeader('content-type') ?? '');
    const binary = reply.statusCode !== 204 && !type.includes('json');
    const body =
      binary || text === undefined || text === '' || reply.statusCode === 204
        ? undefined
        : JSON.parse(text);
    let problems: string[];
    try {
      problems = (await validator).problems(endpoint, reply.statusCode, body, { binary });
    } catch (err) {
      problems = [`the description could not be read: ${(err as Error).message}`];
    }
    const failure = reply.statusCode >= 500 ? failures.get(request) : undefined;
    const cause = failure
      ? ` (${failure.stack?.split('\n').slice(0, 4).join(' | ') ?? failure.message}; body ${JSON.stringify(request.body)?.slice(0, 300)})`
      : '';
    for (const problem of problems)
      mismatches.push(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}${cause}`);
    return payload;
  });
  return mismatches;
}
