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

/**
 * The network a client address belongs to, for counters a client could dodge by changing its
 * address: an IPv6 address as its /64 (one subscriber's network, whose addresses its owner
 * rotates at will), an IPv4 address as it is. Anything else is kept as it came.
 */
export function clientNetwork(client: string): string {
  if (!client.includes(':') || client.split('::').length > 2) return client;
  const [head, tail] = client.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return client;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
