/** The comments module's face: its routes (comments and ratings on listings). */
export { commentsRoutes } from './comments.routes';
