import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';

type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
let generated: Document | undefined;

/**
 * GET openapi.json: the OpenAPI 3.1 document of the API, generated from the `createRoute`
 * definitions its sub-apps are built of (once per isolate). A developer surface: closed in
 * production by worker/site/developer-gate.ts (routes/developer-surfaces.ts).
 */
export function openApiDocument(api: () => OpenAPIHono<AppEnv>) {
  return (c: Context<AppEnv>) => {
    generated ??= api().getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Storefront API', version: '1.0.0' },
      servers: [{ url: '/api/web/v1' }],
    });
    c.header('cache-control', CACHE.apiShared);
    return c.json(generated);
  };
}
