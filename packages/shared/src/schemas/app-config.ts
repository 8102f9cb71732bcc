import { z } from 'zod';

/** What the web app needs to know about this server before anyone signs in (GET /api/config). */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  diagnostics: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  /** Map tiles for Leaflet (MAP_TILE_URL) and the credit line to show with them (plain text). */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /**
   * Online payment: Razorpay's checkout, the demo gateway's dialog (demo and development,
   * decision 067), or null when only UPI and cash are offered.
   */
  paymentGateway: z.enum(['razorpay', 'demo']).nullable(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
