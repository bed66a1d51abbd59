import { useQuery } from '@tanstack/react-query';
import { isContentSlug } from '../client/api/content-slug';
import type { ContentBlock, ContentPage } from '../client/api/contract';
import type { ListingContext } from '../client/api/listing-queries';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { ContentBlocks } from '../client/components/ContentBlocks';
import { NotFoundPage } from '../client/components/NotFoundPage';
import type { ListingSelection } from '../client/lib/listing-url';
import type { Params } from './match';
import { notFound } from './outcome';
import { categoryTrail, ListingPage, loadCategories, loadListing } from './shared/listing-page';
import type { PageModule } from './types';

type ListingBlock = Extract<ContentBlock, { type: 'listing' }>;

function pathOf(params: Params): string[] {
  return [params.top, params.category, params.sub].filter((part): part is string => Boolean(part));
}

function listingBlock(page: ContentPage | null | undefined): ListingBlock | undefined {
  return page?.blocks.find((block): block is ListingBlock => block.type === 'listing');
}

function contextOf(params: Params): ListingContext {
  const path = pathOf(params);
  return { endpoint: 'variants', category: path.length ? path.join('/') : undefined };
}

function fixedOf(block: ListingBlock): Partial<ListingSelection> {
  return {
    ...(block.filter.sale ? { sale: true } : {}),
    ...(block.filter.others ? { others: block.filter.others } : {}),
  };
}

/**
 * /pages/{slug}/{top?}/{category?}/{sub?}: an editor's content page (about, privacy, terms...)
 * and, when it carries a listing block (a sale page), its products, narrowed by the category
 * path. A category path on a page without a listing is a 404.
 */
function Pages() {
  const site = useSite();
  const { params, search } = useRoute();
  const page = useQuery(queries.page(site.api, site, params.slug ?? ''));
  const categories = useQuery({
    ...queries.categories(site.api, site),
    enabled: pathOf(params).length > 0,
  });
  if (!isContentSlug(params.slug) || (!page.data && !page.isPending)) return <NotFoundPage />;
  if (!page.data) return <p className="loading">{site.t('common.loading')}</p>;
  const block = listingBlock(page.data);
  const section = new URLSearchParams(search).get('section') ?? undefined;
  // On a listing page the listing's title is the h1: the lead must not repeat it as an h2.
  const content = (
    <ContentBlocks
      blocks={page.data.blocks}
      headingLevel={block ? 2 : 1}
      selected={section}
      pageHeading={block?.title}
    />
  );
  if (!block)
    return pathOf(params).length ? (
      <NotFoundPage />
    ) : (
      <article className="page content-page">{content}</article>
    );
  const trail = categoryTrail(categories.data?.items, pathOf(params)) ?? [];
  const crumbs = [
    { name: page.data.title, href: `/pages/${page.data.slug}` },
    ...trail.map((node) => ({ name: node.name, href: `/pages/${page.data?.slug}/${node.path}` })),
  ];
  return (
    <ListingPage
      title={trail.length ? `${block.title} · ${trail[trail.length - 1].name}` : block.title}
      crumbs={crumbs}
      context={contextOf(params)}
      fixed={fixedOf(block)}
      categoryLevel={Math.min(trail.length + 1, 3)}
      lead={<div className="content-page">{content}</div>}
    />
  );
}

const pages: PageModule = {
  load: async (ctx) => {
    const landingNotFound = ctx.t('errors.landingNotFound');
    if (!isContentSlug(ctx.params.slug)) notFound(landingNotFound);
    const path = pathOf(ctx.params);
    const [page, tree] = await Promise.all([
      // A missing page is null (the 404 page); any other failure must reach the 500 page.
      ctx.queryClient.fetchQuery(queries.page(ctx.api, ctx, ctx.params.slug)),
      path.length ? loadCategories(ctx) : undefined,
    ]);
    if (!page) notFound(landingNotFound);
    const block = listingBlock(page);
    const listed = block ? await loadListing(ctx, contextOf(ctx.params), fixedOf(block)) : true;
    // A category path needs a listing that loaded, in a category that exists.
    if (path.length && !(block && listed && categoryTrail(tree, path))) notFound(page.title);
    return { title: page.title };
  },
  Page: Pages,
};
export default pages;
