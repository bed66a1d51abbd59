import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * The client a request comes from, for the per-client limits: the address Cloudflare's edge
 * puts in CF-Connecting-IP (a client cannot set or remove it there). Without it the request
 * did not come through the edge (local development, the tests): per-client limits are then
 * not applied, and the per-address ones still are.
 */
export const clientOf = (c: Context<AppEnv>): string | null =>
  c.req.header('cf-connecting-ip') ?? null;
