import { z } from 'zod';

/** `:id` of a listing in a route path. */
export const propertyParams = z.object({ id: z.string().min(1).max(64) });
