import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const t = useTestApp();

const OSM = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

describe('GET /api/config', () => {
  it('is public and says what this server offers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleEnabled: false,
      diagnostics: true,
      mail: 'outbox',
      map: OSM,
      paymentGateway: null,
    });
  });

  it('reports Google sign-in and SMTP when they are configured', async () => {
    const other = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'client',
        GOOGLE_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toEqual({
        googleEnabled: true,
        diagnostics: true,
        mail: 'smtp',
        map: OSM,
        paymentGateway: null,
      });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/config in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ env: { APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) } });
  });
  afterAll(async () => prod.close());

  it('still tells the web app its configuration', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleEnabled: false,
      diagnostics: false,
      mail: 'outbox',
      map: OSM,
      paymentGateway: null,
    });
  });
});
