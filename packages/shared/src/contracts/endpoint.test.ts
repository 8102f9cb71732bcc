import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { defineEndpoint, endpointKey, endpointUrl, successStatus } from './endpoint';

const thing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  summary: 'A part of a thing',
  tags: ['things'],
  access: 'member',
  params: z.object({ id: z.string(), part: z.string() }),
  query: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
  responses: { 200: z.object({ ok: z.boolean() }), 404: apiErrorSchema },
});

describe('a declared endpoint', () => {
  it('fills its path, encoding each param, and writes only the query values given', () => {
    expect(
      endpointUrl(thing, {
        params: { id: 'a/b?c', part: 'घर' },
        query: { q: '2 BHK & more', tag: ['x', 'y'], empty: '', none: undefined },
      }),
    ).toBe('/api/things/a%2Fb%3Fc/parts/%E0%A4%98%E0%A4%B0?q=2%20BHK%20%26%20more&tag=x&tag=y');
    expect(endpointUrl(thing, { params: { id: '1', part: '2' } })).toBe('/api/things/1/parts/2');
  });

  it('refuses a URL with a param missing rather than calling the wrong path', () => {
    expect(() => endpointUrl(thing, { params: { id: '1' } })).toThrow(':part');
  });

  it('answers with its lowest declared 2xx', () => {
    expect(successStatus(thing)).toBe(200);
    expect(successStatus({ ...thing, responses: { 204: z.null(), 201: z.null() } })).toBe(201);
    expect(() => successStatus({ ...thing, responses: { 404: apiErrorSchema } })).toThrow();
  });

  it('keys its answers under its path, so one path can be refreshed at once', () => {
    expect(endpointKey(thing)).toEqual(['/api/things/:id/parts/:part']);
    expect(endpointKey(thing, { id: '1' })).toEqual(['/api/things/:id/parts/:part', { id: '1' }]);
  });
});
