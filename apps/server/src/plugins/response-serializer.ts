import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Compiler = FastifySerializerCompiler<unknown>;

/**
 * A trial run: every response is checked against its schema, and one the schema would have to
 * change (a field it does not declare, a wrong type) fails loudly instead of being fixed up.
 */
const checkingCompiler: Compiler = (route) => {
  const zod = zodSerializerCompiler(route as never) as (data: unknown) => string;
  return (data) => {
    const text = zod(data);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data) ?? 'null')))
      throw new Error(
        `${route.method} ${route.url} ${route.httpStatus}: the response has fields its schema does not declare, or that it changes`,
      );
    return text;
  };
};

/**
 * The text of each frozen response already sent: a value shared by many requests and frozen
 * whole (`deepFreeze`, as the kept search pages are) cannot change, so it is serialized once.
 * Keyed weakly: the text goes with the value.
 */
const texts = new WeakMap<object, string>();

/**
 * Production: the presenters build exactly the schema (proven by every test run), so no
 * re-check; a frozen value's text is reused (decision 061).
 */
const plainCompiler: Compiler = () => (data) => {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data))
    return JSON.stringify(data);
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
};

/**
 * Responses are written by presenters that build each field by name. Tests check every response
 * against its zod schema, exactly (an undeclared field fails the test rather than being dropped);
 * the running product then skips that re-check, a third of a small search's time
 * (docs/operations/benchmarks.md).
 */
export const responseSerializerCompiler = (checked: boolean): Compiler =>
  checked ? checkingCompiler : plainCompiler;
