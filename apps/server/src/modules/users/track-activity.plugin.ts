import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Auth routes track themselves (a new session calls signedIn); the rest counts as activity. */
const TRACKED = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/auth/');

/**
 * Every authenticated API request tells the login tracker the person is active. The session is
 * read once per request and cached, so a route that needs it pays nothing extra.
 */
export default fp(
  async function trackActivity(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      if (!request.headers.cookie || !TRACKED(request.url)) return;
      try {
        const session = await app.readSession(request);
        if (session) app.loginTracker.touch(session.userId, request.ip);
      } catch (err) {
        // The route reads the session again and answers for itself; tracking is not worth a failure.
        request.log.warn({ err }, 'activity tracking skipped');
      }
    });
  },
  { name: 'nivaas-track-activity' },
);
