import type { z } from 'zod';
import type { ErrorReason } from '../errors';
import type { Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in person, the listed roles, or an admin who
 * passed the second factor on this very session (`admin`).
 */
export type Access = 'public' | 'member' | 'admin' | readonly Role[];

type ResponseMap = Readonly<Record<number, z.ZodType>>;

/**
 * One endpoint, declared once (decision 039): the server registers its route from it (access
 * included), the OpenAPI document is generated from it, and the web calls it through one typed
 * client whose query keys derive from it.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: Access;
  /** What a signed-out caller is told (401), where the spec words it for the slice. */
  readonly signInReason?: ErrorReason;
  /** What a signed-in caller outside the listed roles is told (403), where the spec words it. */
  readonly forbiddenReason?: ErrorReason;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The request's media types where it is not JSON: `['multipart/form-data']` for an upload. */
  readonly consumes?: readonly string[];
  /** Every status the endpoint answers, errors included, each with its body's schema. */
  readonly responses: ResponseMap;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type SuccessCode = 200 | 201 | 202 | 204;
type SuccessKey<E extends Endpoint> = Extract<keyof E['responses'], SuccessCode>;

/** The body of the endpoint's success answer (`null` for 204). */
export type EndpointResult<E extends Endpoint> = E['responses'][SuccessKey<E>] extends z.ZodType
  ? z.output<E['responses'][SuccessKey<E>]>
  : never;

type Part<K extends string, S> = S extends z.ZodType
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: the path's params, the query and the body, each where declared. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The status of the endpoint's success answer: the lowest 2xx it declares. */
export function successStatus(endpoint: Endpoint): SuccessCode {
  const codes = Object.keys(endpoint.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b);
  if (codes.length === 0) throw new Error(`${endpoint.method} ${endpoint.path}: no success status`);
  return codes[0] as SuccessCode;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The request's URL: `:name` segments filled (encoded), the query in declared-key order. */
export function endpointUrl(
  endpoint: Endpoint,
  input: { params?: Record<string, string | number>; query?: Record<string, QueryValue> } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value])
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * A query key for the endpoint's answer: its path first, so everything under one path can be
 * refreshed at once (`[endpoint.path]`), then the input that tells one answer from another.
 */
export const endpointKey = (endpoint: Endpoint, input?: object) =>
  input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);
