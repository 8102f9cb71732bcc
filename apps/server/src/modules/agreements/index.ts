/**
 * The agreements module's face: its routes, and the use cases trusted server code (the demo
 * seed) prepares and accepts agreements with.
 */
export { agreementsRoutes } from './agreements.routes';
export { createAgreement } from './create-agreement';
export { acceptAgreement } from './accept-agreement';
