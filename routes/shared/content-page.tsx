import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queries } from '../../client/api/queries';
import { useRoute as useRouteParams } from '../../client/app/router';
import { useSite } from '../../client/app/site-context';
import { ContentBlocks } from '../../client/components/ContentBlocks';
import { NotFoundPage } from '../../client/components/NotFoundPage';
import type { MessageKey } from '../../client/lib/i18n';
import { notFound } from '../outcome';
import type { PageModule } from '../types';

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
    load: async (ctx) => {
      const slug = slugOf(ctx.params);
      const fallback = ctx.t(fallbackTitle);
      if (!slug) notFound(fallback);
      // fetchQuery, not prefetchQuery: a failure (not a missing page) must reach the 500 page.
      const page = await ctx.queryClient.fetchQuery(queries.page(ctx.api, ctx, slug));
      if (!page) notFound(fallback);
      return { title: page.title || fallback };
    },
    Page: function Content() {
      const { params } = useRouteParams();
      const slug = slugOf(params);
      return slug ? <ContentRoute slug={slug} /> : <NotFoundPage />;
    },
  };
}
