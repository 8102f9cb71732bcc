/** The dev module's face: the dev outbox (development and demo only, and only on this machine). */
export { devRoutes } from './dev.routes';
