import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for third-party geo-IP services on a loopback port. Each path answers like one
 * kind of service: `/ip-api/{ip}`, `/ipapi-co/{ip}`, `/ipwho/{ip}`, `/fail/{ip}` (500),
 * `/slow/{ms}/{ip}` (answers like ip-api after a delay), `/held/{ip}` (answers like ip-api only
 * once `release()` is called: a service slower than anything the test waits for, with no clock in
 * the test), `/no-city/{ip}`, `/garbage/{ip}`.
 */
export interface FakeGeoIp {
  url: (path: string) => string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Lets every `/held/` request answer, those waiting and those to come (until `hold()`). */
  release: () => void;
  /** Makes `/held/` requests wait again (the state every test starts in). */
  hold: () => void;
  close: () => Promise<void>;
}

const answers: Record<string, (ip: string) => unknown> = {
  'ip-api': (ip) => ({
    status: 'success',
    query: ip,
    country: 'India',
    regionName: 'Telangana',
    city: 'Hyderabad',
    timezone: 'Asia/Kolkata',
    isp: 'Example Broadband',
    lat: 17.385,
    lon: 78.4867,
  }),
  'ipapi-co': (ip) => ({
    ip,
    country: 'IN',
    country_name: 'India',
    region: 'Karnataka',
    city: 'Bengaluru',
    timezone: 'Asia/Kolkata',
    org: 'Example Fibre',
    latitude: 12.9716,
    longitude: 77.5946,
  }),
  ipwho: (ip) => ({
    ip,
    success: true,
    country: 'India',
    region: 'Maharashtra',
    city: 'Pune',
    timezone: { id: 'Asia/Kolkata' },
    connection: { isp: 'Example Mobile' },
    latitude: 18.5204,
    longitude: 73.8567,
  }),
  'no-city': (ip) => ({ status: 'success', query: ip, country: 'India' }),
};

export async function startFakeGeoIp(): Promise<FakeGeoIp> {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const held = new Set<() => void>();
  let released = false;
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const [, kind, ...rest] = path.split('/');
    const ip = decodeURIComponent(rest.at(-1) ?? '');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (kind === 'fail') return json(500, { error: 'upstream down' });
    if (kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json</html>');
    }
    if (kind === 'held') {
      const answer = () => {
        held.delete(answer);
        if (!res.destroyed) json(200, answers['ip-api']!(ip));
      };
      if (released) return answer();
      held.add(answer);
      return;
    }
    if (kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) json(200, answers['ip-api']!(ip));
      }, Number(rest[0]));
      timers.add(timer);
      return;
    }
    const answer = kind ? answers[kind] : undefined;
    return answer ? json(200, answer(ip)) : json(404, { error: 'no such service' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    requests,
    release: () => {
      released = true;
      for (const answer of [...held]) answer();
    },
    hold: () => {
      released = false;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
