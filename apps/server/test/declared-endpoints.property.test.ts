import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type Endpoint, type Role } from '@nivaas/shared';
import { as, makeUser, type TestUser } from './accounts';
import { documentValidator } from './api-document';
import { useTestApp } from './use-test-app';

/** A JSON Schema of the OpenAPI 3.0 document, as far as these requests read it. */
interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

const bound = (limit: number | undefined, exclusive: boolean | number | undefined) =>
  typeof exclusive === 'number' ? exclusive : limit;

/** Values the schema accepts (a valid request's parts). */
function valid(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue();
  const value = validValue(schema);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function validValue(s: Schema): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(valid));
  if (s.allOf?.[0]) return valid(s.allOf[0]);
  switch (s.type) {
    case 'string': {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.min(s.maxLength ?? 40, minLength + 60);
      if (s.format === 'date-time' || s.format === 'date') {
        const date = fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
        return s.format === 'date' ? date.map((d) => d.slice(0, 10)) : date;
      }
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uuid') return fc.uuid();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({ minLength, maxLength, unit: 'grapheme' });
    }
    case 'integer': {
      const min = bound(s.minimum, s.exclusiveMinimum);
      const max = bound(s.maximum, s.exclusiveMaximum);
      return fc.integer({
        ...(min === undefined ? {} : { min: s.exclusiveMinimum === true ? min + 1 : min }),
        ...(max === undefined ? {} : { max: s.exclusiveMaximum === true ? max - 1 : max }),
      });
    }
    case 'number': {
      const min = bound(s.minimum, s.exclusiveMinimum);
      const max = bound(s.maximum, s.exclusiveMaximum);
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        ...(min === undefined ? {} : { min, minExcluded: s.exclusiveMinimum !== undefined }),
        ...(max === undefined ? {} : { max, maxExcluded: s.exclusiveMaximum !== undefined }),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(s.items), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object': {
      const properties = s.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, valid(p)])),
        { requiredKeys: (s.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue();
  }
}

/** Anything: what a careless or hostile client might send in place of a value. */
const anyValue = fc.oneof(fc.jsonValue(), fc.string({ maxLength: 120 }));
/** A path segment of any text, within the router's 100 characters (over it: 414, elsewhere). */
const anySegment = fc.string({ minLength: 1, maxLength: 100, unit: 'grapheme' });
/**
 * "." and ".." are not values but steps of the path (RFC 3986 removes them before a request is
 * sent): `/stays/./deductions` is `/stays/deductions`, another path, so they are never an id.
 */
const notADotSegment = (segment: string) => segment !== '.' && segment !== '..';

/** Valid or not: the valid value, or, now and then, something else. */
const validOrNot = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: bad, weight: 1 });

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Who calls: someone the declaration lets in. */
const rightCaller = (access: Endpoint['access']): Role | 'admin-2fa' | null => {
  if (access === 'public') return null;
  if (access === 'member') return 'tenant';
  if (access === 'admin') return 'admin-2fa';
  return access[0] ?? null;
};

/**
 * Every operation of the API description that is declared as a contract, asked with generated
 * requests (path, query and body, valid and not) by someone it lets in or by nobody: no 5xx, only
 * the statuses it documents, answers as documented, errors in the one error shape.
 */
describe('declared endpoints, as the API description says', () => {
  const t = useTestApp();
  const users = new Map<string, TestUser>();
  let validator: Awaited<ReturnType<typeof documentValidator>>;
  beforeAll(async () => {
    validator = await documentValidator(t.app);
    for (const role of ['tenant', 'owner', 'service-provider'] as const)
      users.set(role, await makeUser(t.app, role));
    users.set('admin-2fa', await makeUser(t.app, 'admin'));
  });

  it('reads the description strictly: a wrong body or an undocumented status is reported', () => {
    // One that tells a signed-out caller 401 (and, like every endpoint, never 418).
    const endpoint = t.app.declaredEndpoints.find((e) => 401 in e.responses);
    expect(endpoint).toBeDefined();
    if (!endpoint) return;
    const error = {
      error: { code: 'not-found', reason: 'request.not-found', message: 'Not found.' },
    };
    expect(validator.problems(endpoint, 401, error)).toEqual([]);
    expect(validator.problems(endpoint, 401, { error: { code: 'x' } })).not.toEqual([]);
    expect(validator.problems(endpoint, 418, error)).not.toEqual([]);
  });

  it(
    'answers generated requests with documented statuses and shapes only',
    // Every endpoint gets one request however slow the machine; at load 15 on two cores those
    // alone took about 300 s, the former limit.
    { timeout: 900_000 },
    async () => {
      const endpoints = t.app.declaredEndpoints;
      expect(endpoints.length).toBeGreaterThan(0);
      // Further requests share about 40 s, however many endpoints there are, and only while the
      // whole test is within its first 150 s: on a slow machine the one request each comes first.
      const started = Date.now();
      const extraUntil = started + 150_000;
      let left = endpoints.length;
      // A run that fast-check stops for time leaves its request running: each is awaited before
      // the next endpoint, and before the app closes (a request then met a closed database: 500).
      const inFlight = new Set<Promise<unknown>>();
      for (const endpoint of endpoints) {
        const operation = validator.operation(endpoint);
        const parameters = (operation.parameters ?? []) as Parameter[];
        const inPath = parameters.filter((p) => p.in === 'path');
        const inQuery = parameters.filter((p) => p.in === 'query');
        const bodySchema = (
          operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
        )?.content?.['application/json']?.schema;
        const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
        const request = fc.record({
          anonymous: fc.nat(9).map((n) => n === 0),
          params: fc.record(
            Object.fromEntries(
              inPath.map((p) => [
                p.name,
                validOrNot(valid(p.schema), anySegment).map(asText).filter(notADotSegment),
              ]),
            ),
          ),
          query: fc.record(
            Object.fromEntries(
              inQuery.map((p) => [p.name, validOrNot(valid(p.schema), anyValue).map(asText)]),
            ),
            { requiredKeys: inQuery.filter((p) => p.required).map((p) => p.name) },
          ),
          unknownQuery: fc.option(fc.stringMatching(/^[a-z]{1,12}$/), { freq: 5 }),
          body: hasBody ? validOrNot(valid(bodySchema), anyValue) : fc.constant(undefined),
        });
        const who = rightCaller(endpoint.access);
        const property = fc.asyncProperty(request, async (input) => {
          const caller = input.anonymous || who === null ? null : (users.get(who) ?? null);
          const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
            encodeURIComponent(String(input.params[name])),
          );
          const query: Record<string, string> = { ...input.query } as Record<string, string>;
          const unknown =
            input.unknownQuery && !inQuery.some((p) => p.name === input.unknownQuery)
              ? input.unknownQuery
              : null;
          if (unknown) query[unknown] = '1';
          const answer = Promise.resolve(
            t.app.inject({
              method: endpoint.method,
              url,
              query,
              headers: as(caller),
              ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
              ...(input.body === undefined
                ? {}
                : { headers: { ...as(caller), 'content-type': 'application/json' } }),
            }),
          );
          inFlight.add(answer);
          const res = await answer.finally(() => inFlight.delete(answer));
          const said = `${endpoint.method} ${url} ${JSON.stringify(query)} → ${res.statusCode} ${res.body}`;
          expect(res.statusCode, said).toBeLessThan(500);
          const body = res.statusCode === 204 ? undefined : res.json();
          expect(validator.problems(endpoint, res.statusCode, body), said).toEqual([]);
          if (res.statusCode >= 400)
            expect(apiErrorSchema.safeParse(body).success, said).toBe(true);
          // An unknown parameter is refused (400), unless access or the record was refused first.
          if (unknown) expect(res.statusCode, said).toBeGreaterThanOrEqual(400);
        });
        // One generated request each, however busy the machine…
        await fc.assert(property, { numRuns: 1 });
        // …then as many as its share of the time allows: running out of time is no failure, a
        // counterexample is (fast-check counts a run stopped before its first request as failed).
        const budget = Math.min(
          Math.floor(40_000 / endpoints.length),
          Math.floor(Math.max(0, extraUntil - Date.now()) / left),
        );
        left -= 1;
        if (budget === 0) continue;
        const details = await fc.check(property, {
          numRuns: 200,
          interruptAfterTimeLimit: budget,
          markInterruptAsFailure: false,
        });
        await Promise.allSettled([...inFlight]);
        if (details.failed && details.counterexample !== null)
          throw new Error(fc.defaultReportMessage(details));
      }
    },
  );
});
