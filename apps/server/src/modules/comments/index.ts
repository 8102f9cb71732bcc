/** The comments module's face: its routes (comments and ratings on listings), and a comment's author for reports. */
export { commentsRoutes } from './comments.routes';
export { commentOf } from './comment-of';
