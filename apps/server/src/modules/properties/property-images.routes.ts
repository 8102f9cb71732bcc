import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyImageListSchema, propertyImageOrderSchema } from '@nivaas/shared';
import { removePropertyImage } from './delete-property-image';
import { loadChangeableProperty } from './load-property';
import { reorderPropertyImages } from './reorder-property-images';
import { uploadPropertyImages } from './upload-property-images';

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
const params = z.object({ id: z.string().min(1).max(64) });
const imageParams = params.extend({ imageId: z.string().min(1).max(64) });
const tags = ['properties'];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Photos of a listing: add several at once, reorder (first is the cover), remove. */
export async function propertyImagesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Who may act is settled before the body is read: a stranger's upload is never parsed.
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };
  const mayChange = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await loadChangeableProperty(root, await root.requireUser(request), id);
  };

  app.post(
    '/api/properties/:id/images',
    {
      onRequest: signedIn,
      preValidation: mayChange,
      schema: {
        tags,
        summary: 'Add photos to own listing (multipart, one or several files)',
        consumes: ['multipart/form-data'],
        params,
        response: {
          201: propertyImageListSchema,
          ...refusals,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      const list = await uploadPropertyImages(root, caller, request.params.id, request);
      return reply.status(201).send(list);
    },
  );

  app.patch(
    '/api/properties/:id/images/order',
    {
      onRequest: signedIn,
      preValidation: mayChange,
      schema: {
        tags,
        summary: 'Order the photos of own listing (the first is the cover)',
        params,
        body: propertyImageOrderSchema,
        response: { 200: propertyImageListSchema, ...refusals },
      },
    },
    async (request) =>
      reorderPropertyImages(
        root,
        await root.requireUser(request),
        request.params.id,
        request.body.imageIds,
      ),
  );

  app.delete(
    '/api/properties/:id/images/:imageId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remove a photo of own listing and its files',
        params: imageParams,
        response: { 200: propertyImageListSchema, ...refusals },
      },
    },
    async (request) =>
      removePropertyImage(
        root,
        await root.requireUser(request),
        request.params.id,
        request.params.imageId,
      ),
  );
}
