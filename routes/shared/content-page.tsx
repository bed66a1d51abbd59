import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queries } from '../../client/api/queries';
import { useRoute as useRouteParams } from '../../client/app/router';
import { useSite } from '../../client/app/site-context';
import { ContentBlocks } from '../../client/components/ContentBlocks';
import { NotFoundPage } from '../../client/components/NotFoundPage';
import type { ContentPage } from '../../client/api/contract';
import type { MessageKey } from '../../client/lib/i18n';
import type { PageModule } from '../types';

/** The cached content page of a slug, whichever site key it was loaded under. */
export function cachedPage(
  queryClient: QueryClient,
  slug: string | undefined,
): ContentPage | undefined {
  return queryClient
    .getQueriesData<ContentPage | null>({ queryKey: ['page'] })
    .map(([, data]) => data)
    .find((data): data is ContentPage => data?.slug === slug);
}

/**
 * A page module for an editor-authored content page: it loads the slug's content, answers
 * 404 when there is none, and titles the document with the content's own title.
 */
export function contentPageModule(
  slugOf: (params: Record<string, string | undefined>) => string | undefined,
  fallbackTitle: MessageKey,
): PageModule {
  function ContentRoute({ slug }: { slug: string }) {
    const site = useSite();
    const { search } = useRouteParams();
    const section = new URLSearchParams(search).get('section') ?? undefined;
    const page = useQuery(queries.page(site.api, site, slug));
    useEffect(() => {
      if (section) document.getElementById(section)?.focus();
    }, [section, page.data]);
    if (!page.data)
      return page.isPending ? (
        <p className="loading">{site.t('common.loading')}</p>
      ) : (
        <NotFoundPage />
      );
    return (
      <article className="page content-page">
        <ContentBlocks blocks={page.data.blocks} headingLevel={1} selected={section} />
      </article>
    );
  }
  return {
    title: (t, location, queryClient) => {
      const slug = slugOf(location.params);
      return (slug && cachedPage(queryClient, slug)?.title) || t(fallbackTitle);
    },
    status: (location, queryClient) => {
      const slug = slugOf(location.params);
      return slug && cachedPage(queryClient, slug) ? 200 : 404;
    },
    load: async (ctx) => {
      const slug = slugOf(ctx.params);
      // fetchQuery, not prefetchQuery: a failure (not a missing page) must reach the 500 page.
      if (slug) await ctx.queryClient.fetchQuery(queries.page(ctx.api, ctx, slug));
    },
    Page: function Content() {
      const { params } = useRouteParams();
      const slug = slugOf(params);
      return slug ? <ContentRoute slug={slug} /> : <NotFoundPage />;
    },
  };
}
