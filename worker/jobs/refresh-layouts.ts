import { createApiClient } from '../../client/api/client';
import { COUNTRIES, SITES, localeTag } from '../../client/lib/sites';
import { apiFetcher } from '../api/api-fetcher';
import { translatorFor } from '../i18n';
import { refreshLayout } from '../layout/load-layout';
import { jobLogger } from '../observability';
import { atInstant } from '../clock';

/**
 * Cron: refresh the cached layout of every country and language, so no shopper waits for a
 * cold layout after an editor's change or an expired entry.
 */
export async function refreshAllLayouts(
  env: Env,
  ctx: ExecutionContext,
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
      const client = createApiClient(
        site,
        'http://internal',
        apiFetcher(env, ctx, (inner) => atInstant(inner, at)),
      );
      await refreshLayout(site, { kv: env.LAYOUT_CACHE, api: client, log, now: at.getTime() });
      refreshed += 1;
    }
  }
  return refreshed;
}
