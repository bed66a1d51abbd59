import type { Context } from 'hono';
import { tokenHash } from '../auth/secret-tokens';
import { logSearch } from '../catalogue/search';
import { normaliseQuery } from '../catalogue/search-text';
import type { AppEnv } from '../env';
import { clientNetwork, clientOf } from '../rate-limit/client';
import { countHits } from '../rate-limit/counter';
import { epochSeconds } from '../clock';

/**
 * GET search/'s part in popular searches (README "Search"): who counts. Only a browser with a
 * device (every browser gets one from its first `user` query; only devices this server issued,
 * ../auth/device.ts), and at most one device per client (an IPv6 one by its /64) for a phrase: GET user issues a device to
 * every request without one, so a script can hold thirty genuine devices and would otherwise be
 * thirty shoppers. The client's share is the 'popular-search-client' counter
 * (worker/rate-limit/limits.ts); past it the search is answered as ever, only not logged.
 * Without a client (local development, the tests) every device counts, as with every limit.
 */
export async function logShopperSearch(
  c: Context<AppEnv>,
  search: { query: string; results: number },
): Promise<void> {
  const deviceId = c.get('shopper').deviceId;
  if (!deviceId) return;
  const { country, language } = c.get('site');
  const log = c.get('obs').log;
  // An IPv6 client as its /64: its owner has all of it (../rate-limit/client.ts).
  const address = clientOf(c);
  const client = address && clientNetwork(address);
  const query = normaliseQuery(search.query);
  // What logSearch would not log anyway moves no counter.
  if (client && query && search.results > 0) {
    try {
      const [share] = await countHits(
        c.env.DB,
        [
          {
            purpose: 'popular-search-client',
            subject: await phraseSubject(client, country, language, query),
          },
        ],
        epochSeconds(c.get('now')),
      );
      if (!share.allowed) return;
    } catch (error) {
      // Logging must never fail a search; an uncounted search is the safe side.
      log.warn('popular search counter failed', { error });
      return;
    }
  }
  await logSearch(
    c.env.DB,
    {
      country,
      language,
      query: search.query,
      results: search.results,
      deviceId,
      at: c.get('now').toISOString(),
    },
    log,
  );
}

/**
 * The counter's subject: a client, a site and a phrase, as one SHA-256, so the table holds
 * neither the address nor the words in clear for the weeks the counter lives.
 */
const phraseSubject = (client: string, country: string, language: string, query: string) =>
  tokenHash(`${client}\n${country}-${language}\n${query}`);
