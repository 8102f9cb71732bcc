import { apiErrorFrom, networkError } from './api-error';

// Callers catch ApiError beside calling `api`; one import serves both.
export { ApiError } from './api-error';

type Json = Record<string, unknown> | unknown[];

/** How a request reaches the API: the browser's fetch, or the server's own when it renders. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's first-screen renderer answers the page's requests itself (server-render). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls our API with the session cookie; throws ApiError on any failure. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: Json | FormData; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  let response: Response;
  try {
    response = await transport(path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      credentials: 'include',
      headers: init.body && !isForm ? { 'content-type': 'application/json' } : {},
      body: init.body ? (isForm ? (init.body as FormData) : JSON.stringify(init.body)) : null,
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch {
    throw networkError();
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!response.ok) throw apiErrorFrom(response.status, text, response.statusText);
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return null as T;
  }
}
