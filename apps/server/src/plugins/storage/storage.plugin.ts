import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local-storage';
import { createS3Storage } from './s3-storage';
import { isPrivateKey, isStorageKey, type FileStorage } from './storage';
import { attachmentDisposition } from '../../lib/content-disposition';

/**
 * Whether the caller may load a file of a private folder (its key, e.g. chat_attachments/…);
 * a guard may also name the file, which a PDF is then downloaded as, or answer `'sign-in'` for
 * a caller with no session (401 instead of the 404 everyone else refused gets).
 */
export type UploadGuard = (
  request: FastifyRequest,
  key: string,
) => Promise<boolean | 'sign-in' | { downloadName: string }>;

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /**
     * Makes a storage folder private: its local files are served only to callers `allow`
     * admits (anyone else gets 404, as for a file that does not exist), and never cached by
     * shared caches. Register before the app is ready.
     */
    protectUploads: (folder: string, allow: UploadGuard) => void;
  }
}

/** Ceiling for any multipart request; each upload route asks for its own, smaller limit. */
const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: 64 * 1024,
};

/**
 * File storage (local folder or S3 bucket, chosen by S3_BUCKET) and multipart parsing for every
 * upload route. The local driver's files are served at /uploads/* by this plugin.
 */
export default fp(
  async function storagePlugin(app: FastifyInstance, opts: { storage?: FileStorage } = {}) {
    const { env, dataDir } = app.config;
    const root = path.join(dataDir, 'uploads');
    const storage =
      opts.storage ??
      (env.S3_BUCKET
        ? await createS3Storage({
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
          })
        : createLocalStorage(root));
    app.decorate('storage', storage);
    const guards = new Map<string, UploadGuard>();
    const privateRequests = new WeakSet<FastifyRequest>();
    const downloadNames = new WeakMap<FastifyRequest, string>();
    app.decorate('protectUploads', (folder: string, allow: UploadGuard) => {
      guards.set(`${folder}/`, allow);
    });
    app.addHook('onClose', async () => storage.close?.());

    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    const notFound = (reply: FastifyReply) =>
      reply.code(404).send({
        error: { code: 'not-found', reason: 'request.not-found', message: 'Not found' },
      });
    const signIn = (reply: FastifyReply) =>
      reply.code(401).send({
        error: {
          code: 'unauthenticated',
          reason: 'request.unauthenticated',
          message: 'Please sign in',
        },
      });
    /** Refused: 401 when the guard asks the caller to sign in, else the 404 of a missing file. */
    const refuse = (reply: FastifyReply, why: false | 'sign-in') =>
      why === 'sign-in' ? signIn(reply) : notFound(reply);
    /**
     * Runs the guard of the key's folder: false or 'sign-in' (refused), or whether the file is
     * private.
     */
    const admit = async (
      request: FastifyRequest,
      key: string,
    ): Promise<false | 'sign-in' | { guarded: boolean }> => {
      for (const [folder, allow] of guards) {
        if (!key.startsWith(folder)) continue;
        const granted = await allow(request, key).catch(() => false as const);
        if (granted === 'sign-in') return granted;
        if (!granted) return false;
        privateRequests.add(request);
        if (typeof granted === 'object') downloadNames.set(request, granted.downloadName);
        return { guarded: true };
      }
      return { guarded: false };
    };
    /** The headers every served file gets, public or private. */
    const fileHeaders = (reply: FastifyReply, fileName: string) => {
      // Browsers may keep a private file; proxies and CDNs may not.
      if (privateRequests.has(reply.request))
        reply.header('cache-control', 'private, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      // A PDF is never shown inline, where its scripts and actions would run on our origin (or a
      // PDF/HTML polyglot would render as a page): it is saved, by its name.
      const pdf = fileName.toLowerCase().endsWith('.pdf');
      if (pdf)
        reply.header(
          'content-disposition',
          attachmentDisposition(downloadNames.get(reply.request), 'pdf'),
        );
      reply.header(
        'content-security-policy',
        `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${pdf ? '; sandbox' : ''}`,
      );
    };

    if (storage.kind === 'local') {
      mkdirSync(root, { recursive: true });
      // Its own context so this @fastify/static does not clash with the web app's.
      await app.register(async (files) => {
        files.addHook('onRequest', async (request, reply) => {
          const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
          if (!pathname.startsWith(LOCAL_UPLOADS_PREFIX)) return;
          const key = pathname.slice(LOCAL_UPLOADS_PREFIX.length);
          const admitted = await admit(request, key);
          if (admitted === false || admitted === 'sign-in') return refuse(reply, admitted);
          return undefined;
        });
        await files.register(fastifyStatic, {
          root,
          prefix: LOCAL_UPLOADS_PREFIX,
          decorateReply: false,
          index: false,
          list: false,
          dotfiles: 'deny',
          // Keys are never reused: a file at a URL never changes.
          maxAge: '365d',
          immutable: true,
          setHeaders: (reply: FastifyReply, filePath: string) => fileHeaders(reply, filePath),
        });
      });
    } else {
      // A bucket serves its public files itself. The private folders' files have no public
      // address (decision 064): this server reads them from the bucket, after their guard, and
      // nothing else is served here.
      app.get(`${LOCAL_UPLOADS_PREFIX}*`, async (request, reply) => {
        const key = decodeURIComponent(request.url.split('?')[0] ?? '').slice(
          LOCAL_UPLOADS_PREFIX.length,
        );
        if (!isStorageKey(key) || !isPrivateKey(key)) return notFound(reply);
        const admitted = await admit(request, key);
        if (admitted === false || admitted === 'sign-in') return refuse(reply, admitted);
        // A private folder without a guard is served to nobody.
        if (!admitted.guarded) return notFound(reply);
        const file = await storage.read?.(key);
        if (!file) return notFound(reply);
        fileHeaders(reply, key);
        return reply.type(file.contentType).send(file.body);
      });
    }
  },
  { name: 'nivaas-storage' },
);
