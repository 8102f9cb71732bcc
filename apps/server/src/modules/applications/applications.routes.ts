import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationResultSchema,
  rejectApplicationSchema,
  submitApplicationSchema,
} from '@nivaas/shared';
import { assertMayDecide, assertMayView } from './applications.policy';
import { decideApplication } from './decide-application';
import { protectDocuments } from './document-access';
import { getApplication, loadReadableApplication } from './get-application';
import { listMyApplications } from './list-applications';
import { assertMayStart } from './start-application';
import { submitApplication } from './submit-application';
import { readSimpleApplication, submitSimpleApplication } from './submit-simple-application';
import { withdrawApplication } from './withdraw-application';

const tags = ['applications'];
const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Applications (spec sections 3, 4, 6, 8; decision 014). */
export async function applicationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  protectDocuments(root);
  const session = (request: FastifyRequest) => root.readSession(request);
  // Each rule is settled before a body is read: nobody learns anything from validation first,
  // and a seeker who already applied is told so before uploading documents.
  const mayApply = async (request: FastifyRequest) => {
    await assertMayStart(root.db, await session(request), idOf(request));
  };
  const mayView = async (request: FastifyRequest) => {
    assertMayView(await session(request));
  };
  const mayDecide = async (request: FastifyRequest) => {
    const caller = await session(request);
    assertMayDecide(caller!, await loadReadableApplication(root.deps, caller, idOf(request)));
  };
  const caller = async (request: FastifyRequest) => (await session(request))!;

  app.post(
    '/api/properties/:id/applications',
    {
      preValidation: mayApply,
      schema: {
        tags,
        summary: "Apply with answers to the listing's form (tenants)",
        params,
        body: submitApplicationSchema,
        response: { 201: applicationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const application = await submitApplication(
        root.deps,
        await caller(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ application });
    },
  );

  app.post(
    '/api/properties/:id/applications/simple',
    {
      // Before the multipart body is read at all.
      onRequest: mayApply,
      schema: {
        tags,
        summary: 'Apply with a message and documents (multipart: message, documents; tenants)',
        params,
        response: {
          201: applicationResultSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const parts = await readSimpleApplication(request);
      const application = await submitSimpleApplication(
        root.deps,
        await caller(request),
        request.params.id,
        parts,
      );
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/api/applications',
    {
      onRequest: mayView,
      schema: {
        tags,
        summary: 'Owners: to their listings; tenants: their own; admins: all. Newest first',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    async (request) => listMyApplications(root.deps, await caller(request), request.query),
  );

  app.get(
    '/api/applications/:id',
    {
      onRequest: mayView,
      schema: {
        tags,
        summary: 'One application with the applicant and the listing',
        params,
        response: { 200: applicationResultSchema, ...errors },
      },
    },
    async (request) => ({
      application: await getApplication(root.deps, await caller(request), request.params.id),
    }),
  );

  app.post(
    '/api/applications/:id/approve',
    {
      preValidation: mayDecide,
      schema: {
        tags,
        summary: "Approve (the listing's owner or an admin)",
        params,
        response: { 200: applicationResultSchema, ...errors },
      },
    },
    async (request) => ({
      application: await decideApplication(root.deps, await caller(request), request.params.id, {
        status: 'approved',
      }),
    }),
  );

  app.post(
    '/api/applications/:id/reject',
    {
      preValidation: mayDecide,
      schema: {
        tags,
        summary: "Reject, with an optional reason (the listing's owner or an admin)",
        params,
        body: rejectApplicationSchema.nullish(),
        response: { 200: applicationResultSchema, ...errors },
      },
    },
    async (request) => ({
      application: await decideApplication(root.deps, await caller(request), request.params.id, {
        status: 'rejected',
        ...(request.body?.reason ? { reason: request.body.reason } : {}),
      }),
    }),
  );

  app.delete(
    '/api/applications/:id',
    {
      onRequest: mayView,
      schema: {
        tags,
        summary: 'Withdraw my application while it waits for a decision',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawApplication(root.deps, await caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
