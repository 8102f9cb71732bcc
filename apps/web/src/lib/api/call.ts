import {
  endpointUrl,
  successStatus,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from '@nivaas/shared';
import { api } from '../api-client';
import { uploadWithProgress } from '../upload-with-progress';

/** Answers are checked against their declaration while developing and testing, not in production. */
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls a declared endpoint (decision 039): its URL, method and body come from the declaration,
 * and so does the answer's type. In development and tests the answer is parsed with the
 * declared schema, so a server that drifts from its contract fails there, loudly.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: Record<string, unknown>;
  };
  const answer = await api<unknown>(endpointUrl(endpoint, { params, query }), {
    method: endpoint.method,
    ...(body !== undefined ? { body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const status = successStatus(endpoint);
  const value = status === 204 ? null : answer;
  if (!checkAnswers) return value as EndpointResult<E>;
  return endpoint.responses[status]!.parse(value) as EndpointResult<E>;
}

/**
 * Uploads a form to a declared endpoint (one that `consumes` multipart), reporting progress
 * (0–100); the answer is typed and, while developing and testing, checked like call()'s.
 */
export async function upload<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  form: FormData,
  onProgress: (percent: number) => void,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointResult<E>> {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  const answer = await uploadWithProgress<unknown>(
    endpointUrl(endpoint, { params, query }),
    form,
    onProgress,
    options.signal,
  );
  const status = successStatus(endpoint);
  if (!checkAnswers) return answer as EndpointResult<E>;
  return endpoint.responses[status]!.parse(answer) as EndpointResult<E>;
}
