import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const person = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });

async function appAnswering(checked: boolean, body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(checked));
  app.get('/person', { schema: { response: { 200: person } } }, async () => body as never);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('while checking, answers a response that is exactly its schema, in any key order', async () => {
    const app = await appAnswering(true, { name: 'Asha', email: null, id: 'u1' });
    const res = await app.inject({ url: '/person' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1', name: 'Asha', email: null });
    await app.close();
  });

  it('while checking, fails a response with a field its schema does not declare', async () => {
    const app = await appAnswering(true, {
      id: 'u1',
      name: 'Asha',
      email: null,
      passwordHash: 'x',
    });
    const res = await app.inject({ url: '/person' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('passwordHash');
    await app.close();
  });

  it('while checking, fails a response of the wrong type', async () => {
    const app = await appAnswering(true, { id: 7, name: 'Asha', email: null });
    expect((await app.inject({ url: '/person' })).statusCode).toBe(500);
    await app.close();
  });

  it('in production writes what the presenter built', async () => {
    const app = await appAnswering(false, { id: 'u1', name: 'आशा', email: null });
    const res = await app.inject({ url: '/person' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1', name: 'आशा', email: null });
    await app.close();
  });
});

describe('response serializer in production', () => {
  it('answers a frozen value shared by requests the same each time', async () => {
    const shared = Object.freeze({ id: 'u1', name: 'Asha', email: null });
    const app = await appAnswering(false, shared);
    for (let i = 0; i < 2; i++)
      expect((await app.inject({ url: '/person' })).json()).toEqual({
        id: 'u1',
        name: 'Asha',
        email: null,
      });
    await app.close();
  });
});
