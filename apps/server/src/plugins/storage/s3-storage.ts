import { attachmentDisposition } from '../../lib/content-disposition';
import { assertStorageKey, isStorageKey, type FileStorage } from './storage';

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
  const { DeleteObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
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
          // Keys are never reused, so browsers and CDNs may keep a file for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
    url: (key) => {
      assertStorageKey(key);
      return `${base}/${key}`;
    },
    close: async () => client.destroy(),
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isStorageKey(key) ? key : null;
    },
  };
}
