import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyImageListSchema, propertyImageOrderSchema, apiErrorSchema } from '@nivaas/shared';
import { removePropertyImage } from './delete-property-image';
import { propertyGuards, propertyParams } from './property-guards';
import { protectPropertyImages } from './property-image-access';
import { reorderPropertyImages } from './reorder-property-images';
import { uploadPropertyImages } from './upload-property-images';

const params = propertyParams;
const imageParams = params.extend({ imageId: z.string().min(1).max(64) });
const tags = ['properties'];
const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Photos of a listing: add several at once, reorder (first is the cover), remove. */
export async function propertyImagesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  protectPropertyImages(root);
  const { signedIn, mayChange } = propertyGuards(root);

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
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      const list = await uploadPropertyImages(root.deps, caller, request.params.id, request);
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
        root.deps,
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
        root.deps,
        await root.requireUser(request),
        request.params.id,
        request.params.imageId,
      ),
  );
}
