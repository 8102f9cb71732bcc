/** The diagnostics module's face: the realtime echo and session view (never in production). */
export { diagnosticsRoutes } from './diagnostics.routes';
