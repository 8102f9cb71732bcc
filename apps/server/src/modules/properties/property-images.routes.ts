import type { FastifyInstance } from 'fastify';
import { propertyEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { removePropertyImage } from './delete-property-image';
import { mayChangeProperty } from './property-guards';
import { protectPropertyImages } from './property-image-access';
import { reorderPropertyImages } from './reorder-property-images';
import { uploadPropertyImages } from './upload-property-images';

/** Photos of a listing: add several at once, reorder (first is the cover), remove. */
export async function propertyImagesRoutes(root: FastifyInstance) {
  protectPropertyImages(root);
  const guard = mayChangeProperty(root);

  routeEndpoint(
    root,
    endpoints.addImages,
    ({ caller, params, request }) => uploadPropertyImages(root.deps, caller, params.id, request),
    { guard },
  );

  routeEndpoint(
    root,
    endpoints.orderImages,
    ({ caller, params, body }) =>
      reorderPropertyImages(root.deps, caller, params.id, body.imageIds),
    { guard },
  );

  routeEndpoint(root, endpoints.removeImage, ({ caller, params }) =>
    removePropertyImage(root.deps, caller, params.id, params.imageId),
  );
}
