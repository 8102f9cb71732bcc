import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { disableSchemaCompilation } from './schema-runtime';

afterAll(() => {
  z.config({ jitless: false });
});

describe('parsing without compiled parsers', () => {
  it("is what zod's own configuration then says, and parsing still works", () => {
    disableSchemaCompilation();
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ title: z.string().min(5) });
    expect(schema.safeParse({ title: 'Sunny flat' }).success).toBe(true);
    expect(schema.safeParse({ title: 'no' }).success).toBe(false);
  });
});
