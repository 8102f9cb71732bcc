import { z } from 'zod';
import { propertySchema } from './property';

/**
 * GET /api/owner/properties?limit=&cursor= → ownerPropertyListSchema: the owner's listings,
 * newest first, every status, a page at a time (`nextCursor` fetches the page after, null on
 * the last), with the dashboard's figures over all of them.
 */
export const ownerPropertyListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type OwnerPropertyListQuery = z.infer<typeof ownerPropertyListQuerySchema>;

/** Over all the owner's listings: how many, how many open (available or vacant), interest, views. */
export const ownerListingSummarySchema = z.object({
  listings: z.number(),
  open: z.number(),
  interested: z.number(),
  views: z.number(),
});
export type OwnerListingSummary = z.infer<typeof ownerListingSummarySchema>;

export const ownerPropertyListSchema = z.object({
  properties: z.array(propertySchema),
  nextCursor: z.string().nullable(),
  summary: ownerListingSummarySchema,
});
export type OwnerPropertyList = z.infer<typeof ownerPropertyListSchema>;
