import { createApiClient, type Fetcher } from '../../client/api/client';
import { COUNTRIES, SITES, localeTag } from '../../client/lib/sites';
import { translatorFor } from '../i18n';
import { refreshLayout } from '../layout/load-layout';
import { jobLogger } from '../observability';

/**
 * Cron: refresh the cached layout of every country and language, so no shopper waits for a
 * cold layout after an editor's change or an expired entry. `fetcher` is how the worker calls
 * its API (worker/api/api-fetcher.ts: the upstream, or the embedded API in-process), given by
 * the composition root, worker/index.ts.
 */
export async function refreshAllLayouts(
  kv: KVNamespace,
  fetcher: Fetcher,
  at: Date,
): Promise<number> {
  const log = jobLogger('refresh-layouts');
  let refreshed = 0;
  for (const country of COUNTRIES) {
    for (const language of SITES[country].languages) {
      const site = {
        country,
        language,
        locale: localeTag(language, country),
        preview: false,
        segments: [],
        t: translatorFor(language),
      };
      // The same API client as the server render: the upstream in upstream mode.
      const client = createApiClient(site, 'http://internal', fetcher);
      await refreshLayout(site, { kv, api: client, log, now: at.getTime() });
      refreshed += 1;
    }
  }
  return refreshed;
}
