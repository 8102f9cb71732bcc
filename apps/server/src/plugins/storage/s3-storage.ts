import { attachmentDisposition } from '../../lib/content-disposition';
import { LOCAL_UPLOADS_PREFIX } from './local-storage';
import { assertStorageKey, isPrivateKey, isStorageKey, type FileStorage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** S3-compatible services (MinIO, R2, Spaces) and local fakes; absent: AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Public base URL of the bucket (a CDN or the bucket's website); absent: derived. */
  publicUrl?: string | undefined;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function publicBaseUrl(opts: S3Options): string {
  if (opts.publicUrl) return trimSlash(opts.publicUrl);
  if (opts.endpoint) return `${trimSlash(opts.endpoint)}/${opts.bucket}`;
  return `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`;
}

/**
 * Files in an S3-compatible bucket; every instance sees the same files. The SDK is loaded only
 * here, so a single-machine start does not pay for it (about 130 ms and 20 MB).
 */
export async function createS3Storage(opts: S3Options): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    // Many S3-compatible services refuse the SDK's newer default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const base = publicBaseUrl(opts);
  return {
    kind: 's3',
    async put(key, body, contentType, downloadName) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ...(downloadName === undefined
            ? {}
            : {
                ContentDisposition: attachmentDisposition(
                  downloadName,
                  key.slice(key.lastIndexOf('.') + 1),
                ),
              }),
          ContentLength: body.length,
          // Keys are never reused, so browsers and CDNs may keep a public file for good. A
          // private one is only ever read by this server, which sets its own header when serving.
          // No ACL is ever sent: the bucket's owner decides, and nothing is made public-read here.
          CacheControl: isPrivateKey(key)
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (status === 404 || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    // A private file's address is this server's, never the bucket's (decision 064).
    url: (key) => {
      assertStorageKey(key);
      return isPrivateKey(key) ? `${LOCAL_UPLOADS_PREFIX}${key}` : `${base}/${key}`;
    },
    close: async () => client.destroy(),
    keyFromUrl(url) {
      const key = url.startsWith(`${base}/`)
        ? url.slice(base.length + 1)
        : url.startsWith(LOCAL_UPLOADS_PREFIX)
          ? url.slice(LOCAL_UPLOADS_PREFIX.length)
          : null;
      return key !== null && isStorageKey(key) ? key : null;
    },
  };
}
