import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  /** What the browser claims; the server must not believe it. */
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipartBody(parts: Array<FilePart | { field: string; value: string }>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----nivaas${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
