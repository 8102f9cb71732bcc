import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  rentEscalationAppliedSchema,
  rentEscalationHistorySchema,
  rentEscalationInputSchema,
  rentEscalationNoticeListSchema,
  rentEscalationNoticeSchema,
  rentEscalationRunSchema,
  rentEscalationSchema,
  rentEscalationStateSchema,
} from '@nivaas/shared';
import { acknowledgeRentNotice } from './acknowledge-notice';
import { applyRentIncreaseNow } from './apply-rent-increase';
import { getRentEscalation, getRentEscalationHistory } from './get-rent-escalation';
import { listListingNotices, listMyNotices } from './list-notices';
import { loadListingFor } from './load-listing';
import { runDueEscalations } from './run-due-escalations';
import { saveRentEscalation } from './save-rent-escalation';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['rent-escalations'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Rent that rises on schedule (spec sections 3 to 9), one setting per listing. */
export async function rentEscalationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };

  app.get(
    '/api/properties/:id/rent-escalation',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "A listing's rent escalation with its history (owner, its tenants, admins)",
        params,
        response: { 200: rentEscalationStateSchema, ...errors },
      },
    },
    async (request) => getRentEscalation(deps, await root.requireUser(request), request.params.id),
  );

  app.put(
    '/api/properties/:id/rent-escalation',
    {
      onRequest: signedIn,
      // Who may act is settled before the body is read: a stranger learns nothing from validation.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        await loadListingFor(
          deps.db,
          await root.requireUser(request),
          id,
          'manage',
          deps.clock.now(),
        );
      },
      schema: {
        tags,
        summary: "Set or change the listing's rent escalation (its owner)",
        params,
        body: rentEscalationInputSchema,
        response: { 200: rentEscalationSchema, ...errors },
      },
    },
    async (request) =>
      saveRentEscalation(deps, await root.requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/properties/:id/rent-escalation/history',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The increases applied so far, newest first',
        params,
        response: { 200: rentEscalationHistorySchema, ...errors },
      },
    },
    async (request) =>
      getRentEscalationHistory(deps, await root.requireUser(request), request.params.id),
  );

  app.post(
    '/api/properties/:id/rent-escalation/apply',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Apply the next rent increase now (its owner)',
        params,
        response: { 200: rentEscalationAppliedSchema, ...errors },
      },
    },
    async (request) =>
      applyRentIncreaseNow(deps, await root.requireUser(request), request.params.id),
  );

  app.get(
    '/api/properties/:id/rent-escalation/notices',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Who was told of the listing's increases, and who acknowledged (owner, admins)",
        params,
        response: { 200: rentEscalationNoticeListSchema, ...errors },
      },
    },
    async (request) => listListingNotices(deps, await root.requireUser(request), request.params.id),
  );

  app.post(
    '/api/rent-escalations/run-due',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Apply the caller's due increases now (owners; anyone else gets 0)",
        response: { 200: rentEscalationRunSchema, 401: apiErrorSchema },
      },
    },
    async (request) => runDueEscalations(deps, await root.requireUser(request)),
  );

  app.get(
    '/api/rent-escalation-notices',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's own rent increase notices, newest first",
        response: { 200: rentEscalationNoticeListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listMyNotices(deps, await root.requireUser(request)),
  );

  app.post(
    '/api/rent-escalation-notices/:id/acknowledge',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Acknowledge one of own notices (the owner sees when)',
        params,
        response: { 200: rentEscalationNoticeSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      acknowledgeRentNotice(deps, await root.requireUser(request), request.params.id),
  );
}
