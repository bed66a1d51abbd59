import {
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { serializeForScript } from '../lib/serialize';
import { useSite } from './site-context';

/** The global queue that streamed query data is pushed to before the browser app drains it. */
export const STREAM_QUEUE = '__RQ';

export interface StreamedEntry {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * Data for a part of the page that streams in behind Suspense. On the server the query
 * resolves after the shell was sent, so its answer travels in an inline script next to the
 * markup it rendered; the browser puts it into the query cache before that part hydrates,
 * so it is never fetched twice.
 */
export function useStreamedQuery<T, K extends QueryKey>(
  options: UseSuspenseQueryOptions<T, Error, T, K>,
) {
  const { data } = useSuspenseQuery(options);
  const { nonce } = useSite();
  const entry: StreamedEntry = { queryKey: options.queryKey, data };
  const script = (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(self.${STREAM_QUEUE}=self.${STREAM_QUEUE}||[]).push(${serializeForScript(entry)})`,
      }}
    />
  );
  return { data, script };
}
