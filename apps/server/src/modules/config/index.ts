/** The config module's face: what the web app reads about this server before anyone signs in. */
export { configRoutes } from './config.routes';
