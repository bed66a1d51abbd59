import { SELF } from 'cloudflare:test';
import { createApiClient, type ApiClient } from '../../../client/api/client';
import { createQueryClient } from '../../../client/api/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { ORIGIN } from './shopper-helpers';

/** One request as the worker received it: method, path, and the device cookie it carried. */
export interface SentRequest {
  method: string;
  path: string;
  device: string | undefined;
}

/**
 * A browser as the storefront's client code runs in it: the real typed API client and a
 * query client, over a cookie jar that keeps what the worker sets (as a browser keeps the
 * httpOnly `device-id`), every request going through the real worker.
 */
export function browser(site = { country: 'sg', language: 'en' } as const): {
  api: ApiClient;
  client: QueryClient;
  sent: SentRequest[];
  jar: Map<string, string>;
} {
  const jar = new Map<string, string>();
  const sent: SentRequest[] = [];
  const api = createApiClient(site, ORIGIN, async (request) => {
    const headers = new Headers(request.headers);
    if (request.method !== 'GET') headers.set('origin', ORIGIN);
    if (jar.size)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      device: jar.get('device-id'),
    });
    const response = await SELF.fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  });
  return { api, client: createQueryClient(), sent, jar };
}
