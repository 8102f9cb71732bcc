import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://nivaas.example',
  AUTH_SECRET: 'p'.repeat(40),
};

describe('security headers and the API description', () => {
  let demo: TestApp;
  let production: TestApp;
  let productionWithDocs: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({ env: { APP_ENV: 'demo' } });
    production = await buildTestApp({ env: PRODUCTION });
    productionWithDocs = await buildTestApp({ env: { ...PRODUCTION, API_DOCS: 'true' } });
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
    await productionWithDocs.close();
  });

  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('sends a Permissions-Policy that turns off the camera, microphone and payment APIs', async () => {
    for (const t of [demo, production]) {
      const policy = String((await get(t, '/api/health')).headers['permissions-policy']);
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('payment=()');
      expect(policy).toContain('geolocation=(self)');
    }
  });

  it('sends HSTS only in production (a demo on plain HTTP must not pin the address to HTTPS)', async () => {
    expect((await get(demo, '/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get(production, '/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('serves /api/docs in demo mode, not in production unless API_DOCS=true', async () => {
    expect((await get(demo, '/api/docs/json')).statusCode).toBe(200);
    expect((await get(production, '/api/docs')).statusCode).toBe(404);
    expect((await get(production, '/api/docs/json')).statusCode).toBe(404);
    const docs = await get(productionWithDocs, '/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(docs.json().info.title).toBe('Nivaas API');
  });
});
