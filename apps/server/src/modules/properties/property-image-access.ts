import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canViewProperty } from './properties.policy';
import { findListingOfImageKey } from './property-images.repository';

/**
 * A listing's photo files (property-images/…) load for whoever may see the listing: anyone for
 * an open one, only its owner and admins for a hidden one (`canViewProperty`). Anyone else, and
 * a file no listing holds, gets the same 404 as for a file that does not exist. The session is
 * read only for a hidden listing's photo. A bucket (S3_BUCKET) serves its files itself: there
 * the keys, random and never listed, are what keeps a hidden listing's photos unseen.
 */
export function protectPropertyImages(app: FastifyInstance): void {
  app.protectUploads('property-images', async (request: FastifyRequest, key: string) => {
    const listing = await findListingOfImageKey(app.db, key);
    if (!listing) return false;
    return (
      canViewProperty(null, listing) || canViewProperty(await app.readSession(request), listing)
    );
  });
}
