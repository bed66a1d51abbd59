import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../client/api/all-operations';
import { call, errorOf, ORIGIN } from './shopper-helpers';

/**
 * Cross-site changes are refused, for every operation of the table the browser calls through
 * (a new operation is covered the day it is added): a change from another site, or with no
 * Origin, is a 403; a change whose body is not JSON (what a cross-site form can send) is a 415;
 * and no answer grants another origin CORS access.
 */
const unsafe = Object.entries(operations)
  .filter(([, { method }]) => method !== 'get')
  .map(([name, { method, path }]) => ({
    name,
    method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: path.replace(/\{\w+\}/g, '1').replace(/^\//, ''),
  }));

/**
 * Callbacks no browser sends (worker/api/csrf.ts): no Origin is expected of them, their
 * signature is the check, so a foreign or missing Origin meets the 401 of a missing signature.
 */
const SIGNED = new Set(['paymentCallback']);

describe('every change the API accepts', () => {
  it('is more than a handful (the table was read)', () => {
    expect(unsafe.length).toBeGreaterThan(15);
  });

  for (const { name, method, path } of unsafe) {
    it(`${name} (${method} /${path}) refuses another origin, no origin, and a body that is not JSON`, async () => {
      const body = { any: 'thing' };
      const foreign = await call(path, {
        method,
        body,
        headers: { origin: 'https://evil.example' },
      });
      const refused = SIGNED.has(name) ? 401 : 403;
      expect(foreign.status).toBe(refused);
      expect((await errorOf(foreign)).data.code).toBe(
        SIGNED.has(name) ? 'BAD_SIGNATURE' : 'FORBIDDEN_ORIGIN',
      );
      const nullOrigin = await call(path, { method, body, headers: { origin: 'null' } });
      expect(nullOrigin.status).toBe(refused);
      const none = await call(path, { method, body, noOrigin: true });
      expect(none.status).toBe(refused);
      const form = await call(path, {
        method,
        body,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      });
      expect(form.status).toBe(415);
      expect((await errorOf(form)).data.code).toBe('JSON_ONLY');
    });
  }
});

describe('CORS', () => {
  for (const origin of ['https://evil.example', 'null', 'https://localhost.evil.example']) {
    it(`grants ${origin} nothing, to a preflight or to a request`, async () => {
      for (const { method, path } of unsafe) {
        const preflight = await SELF.fetch(`${ORIGIN}/api/web/v1/${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': method,
            'access-control-request-headers': 'content-type',
          },
        });
        await preflight.arrayBuffer();
        const request = await call(path, { method, body: {}, headers: { origin } });
        await request.arrayBuffer();
        for (const answer of [preflight, request]) {
          expect(answer.headers.get('access-control-allow-origin')).toBeNull();
          expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
        }
      }
    });
  }
});
