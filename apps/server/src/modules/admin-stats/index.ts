/** The admin dashboard. */
export { adminStatsRoutes } from './admin-stats.routes';
