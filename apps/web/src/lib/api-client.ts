import type { ApiErrorBody, ErrorCode } from '@nivaas/shared';

/** An API failure with the server's stable code, its message and any field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];

/** Calls our API with the session cookie; throws ApiError on any failure. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: Json | FormData; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      credentials: 'include',
      headers: init.body && !isForm ? { 'content-type': 'application/json' } : {},
      body: init.body ? (isForm ? (init.body as FormData) : JSON.stringify(init.body)) : null,
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const body = (data as Partial<ApiErrorBody> | null)?.error;
    throw new ApiError(
      response.status,
      body?.code ?? 'unknown',
      body?.message ?? response.statusText,
      body?.fields ?? {},
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
