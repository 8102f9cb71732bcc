import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Request {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A stand-in for an S3-compatible service (path-style, as MinIO answers): PUT stores an
 * object, DELETE removes it, GET reads it. It checks no signature; tests look at the headers.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  requests: FakeS3Request[];
  objects: Map<string, { body: Buffer; contentType: string }>;
  close: () => Promise<void>;
}> {
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(path);
      if (req.method === 'GET' && object) {
        res.writeHead(200, { 'content-type': object.contentType });
        return res.end(object.body);
      }
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    objects,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
