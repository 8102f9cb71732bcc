import type { Property } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** GET /api/properties/:id: the fresh listing after a live change, to update it in place. */
export const fetchProperty = (id: string, signal?: AbortSignal): Promise<Property> =>
  api<Property>(`/api/properties/${encodeURIComponent(id)}`, { signal });
