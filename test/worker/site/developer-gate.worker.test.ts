import { describe, expect, it } from 'vitest';
import { DEVELOPER_SURFACES } from '../../../routes/developer-surfaces';
import { fetchWith, PRODUCTION } from '../with-env';

/**
 * Every developer surface, from the list the code itself uses, in every way a path can be
 * spelled: closed in production and under any ENVIRONMENT that is not development or test;
 * open in development.
 */
function spellings(pattern: string): string[] {
  const base = pattern.replace(/\/\*\*$/, '');
  const below = pattern.endsWith('/**') ? [`${base}/sg/en/cart`, `${base}/_payload.json?v=1`] : [];
  const upper = base.replace(/[a-z]/, (letter) => letter.toUpperCase());
  const encoded = base.replace(
    /([a-z])([a-z]*)$/,
    (_, first: string, rest: string) => `%${first.charCodeAt(0).toString(16)}${rest}`,
  );
  return [base, `${base}/`, `/${base}`, upper, encoded, `${base}/_payload.json`, ...below];
}

const PATHS = DEVELOPER_SURFACES.flatMap(spellings);

describe('developer surfaces', () => {
  it('the list names the sandbox, swagger and the OpenAPI document', () => {
    expect(PATHS).toEqual(
      expect.arrayContaining(['/sandbox', '/swagger', '/api/web/v1/openapi.json']),
    );
  });

  for (const environment of ['production', 'staging', 'Production', '']) {
    it.each(PATHS)(
      `are closed when ENVIRONMENT is ${JSON.stringify(environment)}: %s`,
      async (path) => {
        const response = await fetchWith(
          { ...PRODUCTION, ENVIRONMENT: environment },
          `https://shop.example.com.sg${path}`,
        );
        expect(response.status).toBe(404);
        const body = await response.text();
        expect(body).not.toMatch(/"openapi"|Storefront API|Developer pages/);
      },
    );
  }

  it.each(['/sandbox', '/sandbox/sg/en/cart', '/swagger', '/api/web/v1/openapi.json'])(
    'answer in development: %s',
    async (path) => {
      for (const environment of ['development', 'test']) {
        const response = await fetchWith({ ENVIRONMENT: environment }, `http://localhost${path}`);
        expect(response.status, `${environment} ${path}`).toBe(200);
      }
    },
  );
});
