/** The client-errors module's face: crashes in browsers, written to the server's log. */
export { clientErrorsRoutes } from './client-errors.routes';
