import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './first-screen';
import { compressed } from './public-pages';

/** Answers smaller than this are sent as they are: compressing them saves less than a packet. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The API's JSON answers to a visitor are compressed (Brotli, else gzip, as the client accepts),
 * from `API_COMPRESSION_THRESHOLD_BYTES` up; answers that may hold a person's data are not
 * (docs/operations/security.md, decision 074). An answer is a visitor's when its request carries
 * no session cookie and no Authorization header, it is not under /api/auth/ (sign-in, sign-up,
 * password and phone codes answer with the person's account), and it sets no cookie. A person's
 * answer holds their data beside words the request chose (a search's words, a message's text):
 * compressed, its size would tell someone who can watch the encrypted sizes and make the
 * person's browser send crafted requests whether those words match their data (BREACH). A
 * visitor's answer holds nothing secret to guess.
 */
export default fp(async function apiCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Whether it is compressed depends on the encodings accepted: a shared cache keys on them.
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding|\*/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    if (
      SESSION_COOKIE.test(request.headers.cookie ?? '') ||
      request.headers.authorization ||
      reply.hasHeader('set-cookie') ||
      reply.hasHeader('content-encoding') ||
      Buffer.byteLength(payload) < API_COMPRESSION_THRESHOLD_BYTES
    )
      return payload;
    const { encoding, body } = await compressed(
      payload,
      String(request.headers['accept-encoding'] ?? ''),
    );
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
});
