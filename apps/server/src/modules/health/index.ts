/** The health module's face: GET /api/health for load balancers and the start script. */
export { healthRoutes } from './health.routes';
