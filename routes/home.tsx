import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { ContentBlocks } from '../client/components/ContentBlocks';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { PartBoundary } from '../client/components/PartBoundary';
import { BrandStrip, BrandStripFallback } from '../client/features/home/BrandStrip';
import {
  FEATURED_COUNT,
  FeaturedProducts,
  FeaturedProductsFallback,
} from '../client/features/home/FeaturedProducts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from './outcome';
import type { PageModule } from './types';

/** Home is a content page: slug `home`, or a homepage variant in preview. */
function slugOf(params: Record<string, string | undefined>) {
  return params.slug ?? 'home';
}

function Home() {
  const site = useSite();
  const { params } = useRoute();
  const { data: page } = useSuspenseQuery(queries.page(site.api, site, slugOf(params)));
  if (!page) return <NotFoundPage />;
  const [first, ...rest] = page.blocks;
  return (
    <div className="page home">
      <h1 className="visually-hidden">{page.title}</h1>
      {first ? <ContentBlocks blocks={[first]} /> : null}
      {/* Each fallback takes the box of what it stands for: nothing moves when that arrives. A
          part that fails says so in that box, with a retry; the rest of the page still works. */}
      <PartBoundary fallback={<FeaturedProductsFallback />}>
        <FeaturedProducts />
      </PartBoundary>
      <PartBoundary fallback={<BrandStripFallback />}>
        <BrandStrip />
      </PartBoundary>
      <ContentBlocks blocks={rest} />
    </div>
  );
}

const home: PageModule = {
  load: async (ctx) => {
    // The brand strip sits below the fold: start it, do not wait for it; it streams in.
    void ctx.queryClient.prefetchQuery(queries.brands(ctx.api, ctx));
    void ctx.queryClient.prefetchQuery(queries.featured(ctx.api, ctx, FEATURED_COUNT));
    // fetchQuery, not prefetchQuery: a failure (not a missing page) must reach the 500 page.
    const page = await ctx.queryClient.fetchQuery(queries.page(ctx.api, ctx, slugOf(ctx.params)));
    // No content entry (an unknown homepage variant, or none yet for a site): the 404 page.
    if (!page) notFound();
    return { title: page.title };
  },
  Page: Home,
};
export default home;
