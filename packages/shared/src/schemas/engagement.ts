import { z } from 'zod';
import { propertySchema } from './property';

/**
 * Favourites and interest (spec sections 3, 5, 7). Favourites are private to the person;
 * interest is seen by the listing's owner. Both are idempotent.
 *
 * Routes:
 * - GET    /api/favorites                 → favoriteListSchema (newest favourite first)
 * - GET    /api/favorites/ids             → favoriteIdsSchema (for toggles on every card)
 * - PUT    /api/favorites/:propertyId     → favoriteStateSchema { favorited: true }
 * - DELETE /api/favorites/:propertyId     → favoriteStateSchema { favorited: false }
 * - POST   /api/properties/:id/interest   → interestResultSchema (added false the second time)
 * - DELETE /api/properties/:id/interest   → interestRemovalSchema (removed false if it was not there)
 * - GET    /api/properties/:id/interest   → interestStateSchema (the caller's own)
 * - GET    /api/owner/properties/:id/interests → propertyInterestListSchema (owner or admin)
 */
export const favoriteListSchema = z.object({
  properties: z.array(propertySchema.extend({ favoritedAt: z.string() })),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const favoriteIdsSchema = z.object({ propertyIds: z.array(z.string()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;

export const favoriteStateSchema = z.object({ propertyId: z.string(), favorited: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** `added` is false when the person was already interested: nothing changed (spec section 5). */
export const interestResultSchema = z.object({ added: z.boolean(), interestedCount: z.number() });
export type InterestResult = z.infer<typeof interestResultSchema>;

export const interestRemovalSchema = z.object({
  removed: z.boolean(),
  interestedCount: z.number(),
});
export type InterestRemoval = z.infer<typeof interestRemovalSchema>;

export const interestStateSchema = z.object({ interested: z.boolean() });
export type InterestState = z.infer<typeof interestStateSchema>;

/** A person as others see them next to their activity: public fields only. */
export const personSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const propertyInterestSchema = z.object({
  user: personSummarySchema,
  createdAt: z.string(),
});
export const propertyInterestListSchema = z.object({
  interests: z.array(propertyInterestSchema),
});
export type PropertyInterestList = z.infer<typeof propertyInterestListSchema>;
