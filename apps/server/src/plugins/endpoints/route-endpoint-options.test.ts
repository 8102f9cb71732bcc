import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@nivaas/shared';
import { responseSerializerCompiler } from '../response-serializer';
import declaredEndpoints from './declared-endpoints';
import { routeEndpoint, type EndpointOptions } from './route-endpoint';

const thing = z.object({ id: z.string(), fresh: z.boolean() });
// A bare Fastify answers errors in its own shape, not the product's error body.
const fastifyError = z.record(z.string(), z.unknown());
const openThing = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  summary: 'Open a thing, or start it',
  tags: ['things'],
  access: 'public',
  body: z.object({ name: z.string().min(1) }),
  responses: { 200: thing, 201: thing, 400: fastifyError, 413: fastifyError, 429: fastifyError },
});
const upload = defineEndpoint({
  method: 'POST',
  path: '/api/uploads',
  summary: 'Upload a file',
  tags: ['things'],
  access: 'public',
  consumes: ['multipart/form-data'],
  responses: { 204: z.null() },
});

async function appWith(options: EndpointOptions = {}) {
  const app: FastifyInstance = Fastify();
  await app.register(declaredEndpoints);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(true));
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ message: error.message }),
  );
  const schemas: Record<string, RouteOptions['schema']> = {};
  app.addHook('onRoute', (route) => {
    schemas[route.url] = route.schema;
  });
  routeEndpoint(
    app,
    openThing,
    async ({ body, reply }) => {
      if (body.name === 'new') reply.status(201);
      return { id: body.name, fresh: body.name === 'new' };
    },
    options,
  );
  routeEndpoint(app, upload, async () => null);
  await app.ready();
  return { app, schemas };
}

const post = (app: FastifyInstance, name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/things', payload: { name }, headers });

describe('a declared endpoint on the server', () => {
  it('answers its lowest success status, or another declared one the handler picks', async () => {
    const { app } = await appWith();
    const existing = await post(app, 'old');
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual({ id: 'old', fresh: false });
    const created = await post(app, 'new');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 'new', fresh: true });
    await app.close();
  });

  it('runs the route’s own early check before the body is read', async () => {
    const seen: string[] = [];
    const { app } = await appWith({
      onRequest: async (request, reply) => {
        seen.push('onRequest');
        if (request.headers['x-blocked']) await reply.status(429).send({ blocked: true });
      },
      preHandler: async () => {
        seen.push('preHandler');
      },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/things',
      payload: { name: '' },
      headers: { 'x-blocked': '1' },
    });
    expect(refused.statusCode).toBe(429);
    expect(seen).toEqual(['onRequest']);
    // A body that fails validation never reaches the preHandler (a limit counts valid requests).
    expect((await post(app, '')).statusCode).toBe(400);
    expect(seen).toEqual(['onRequest', 'onRequest']);
    expect((await post(app, 'old')).statusCode).toBe(200);
    expect(seen).toEqual(['onRequest', 'onRequest', 'onRequest', 'preHandler']);
    await app.close();
  });

  it('refuses a body over the route’s own limit unread', async () => {
    const { app } = await appWith({ bodyLimit: 64 });
    expect((await post(app, 'x'.repeat(100))).statusCode).toBe(413);
    expect((await post(app, 'x'.repeat(10))).statusCode).toBe(200);
    await app.close();
  });

  it('documents an upload’s media type', async () => {
    const { app, schemas } = await appWith();
    expect(schemas['/api/uploads']?.consumes).toEqual(['multipart/form-data']);
    expect(schemas['/api/things']?.consumes).toBeUndefined();
    await app.close();
  });
});
