import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push request as the push service got it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: what it gives the server, and its private key. */
export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a push to this browser, decrypted with its keys (RFC 8291). */
  decrypt: (body: Buffer) => string;
}

/**
 * A push service on this machine: a real HTTP server that records each push request and answers
 * with the status set for its path (201 by default, as push services accept a push).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const delayOf = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const answer = () => {
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = statusOf.get(path) ?? 201;
        res.end();
      };
      const delay = delayOf.get(path) ?? 0;
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A new browser subscribed at this service: its own P-256 key pair and auth secret. */
  function browser(): TestBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    return {
      subscription: {
        endpoint: `${base}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      },
      decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
    };
  }

  return {
    received,
    browser,
    /** Pushes to this browser so far. */
    to: (b: TestBrowser) => received.filter((r) => `${base}${r.path}` === b.subscription.endpoint),
    /** The service answers pushes to this browser with `status` from now on (e.g. 410 Gone). */
    answer: (b: TestBrowser, status: number) =>
      statusOf.set(new URL(b.subscription.endpoint).pathname, status),
    /** The service takes `ms` to take each push to this browser (it is counted once taken). */
    slowFor: (b: TestBrowser, ms: number) =>
      delayOf.set(new URL(b.subscription.endpoint).pathname, ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * RFC 8188 / RFC 8291 decryption as a browser does it: the header (salt, record size, the
 * server's ephemeral public key), then ECDH with our private key, HKDF with the auth secret,
 * the content key and nonce, and AES-128-GCM; the plaintext ends with the delimiter 0x02.
 */
export function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const sharedSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record (no 0x02 delimiter)');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push request's VAPID authorization (`vapid t=<JWT>, k=<public key>`): the public key it
 * names, the JWT's claims, and whether its ES256 signature checks out with that key. Null when
 * the header is not one.
 */
export function readVapid(
  authorization: string | undefined,
): { k: string; claims: Record<string, unknown>; signed: boolean } | null {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization ?? '');
  if (!match) return null;
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return null;
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    k,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
    signed,
  };
}
