import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features Nivaas pages may use: none of the sensors, camera, microphone or payment
 * APIs; location (a "near me" search) and fullscreen (photos) only for our own pages. Embedded
 * content gets nothing. Photos are picked with a file input, which needs no camera permission.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sends Permissions-Policy with every response (helmet has no option for it). */
export default fp(async function permissionsPolicy(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
});
