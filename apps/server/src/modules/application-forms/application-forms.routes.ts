import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, applicationFormResultSchema, applicationFormSchema } from '@nivaas/shared';
import { getApplicationForm } from './get-application-form';
import { assertFormEditor, saveApplicationForm } from './save-application-form';

const tags = ['application-forms'];
const params = z.object({ id: z.string().min(1).max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** A listing's application form (spec sections 3 and 8, Applications; decision 014). */
export async function applicationFormsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };
  // Settled before the body is read: a stranger learns nothing from validation first.
  const editor = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await assertFormEditor(root.deps, await root.requireUser(request), id);
  };

  app.get(
    '/api/properties/:id/application-form',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The listing's application form (Basic until the owner chooses one)",
        params,
        response: { 200: applicationFormResultSchema, ...errors },
      },
    },
    async (request) =>
      getApplicationForm(root.deps, await root.requireUser(request), request.params.id),
  );

  app.put(
    '/api/properties/:id/application-form',
    {
      onRequest: signedIn,
      preValidation: editor,
      schema: {
        tags,
        summary: 'Choose a template or save a custom form (the listing owner or an admin)',
        params,
        body: applicationFormSchema,
        response: { 200: applicationFormResultSchema, ...errors },
      },
    },
    async (request) =>
      saveApplicationForm(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        request.body,
      ),
  );
}
