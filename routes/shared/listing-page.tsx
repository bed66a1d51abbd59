import type { ReactNode } from 'react';
import type { CategoryNode } from '../../client/api/catalogue-contract';
import { facetsQuery, listingQuery, type ListingContext } from '../../client/api/listing-queries';
import { queries } from '../../client/api/queries';
import { useSite } from '../../client/app/site-context';
import { Link } from '../../client/components/Link';
import { ListingView } from '../../client/features/listing/ListingView';
import { parseSelection, type ListingSelection } from '../../client/lib/listing-url';
import { serializeForScript } from '../../client/lib/serialize';
import type { LoadContext } from '../types';

export interface Crumb {
  name: string;
  href: string;
}

/** The categories along a path (`makeup/face`), from the cached tree; undefined when one is unknown. */
export function categoryTrail(
  tree: CategoryNode[] | undefined,
  path: readonly string[],
): CategoryNode[] | undefined {
  const trail: CategoryNode[] = [];
  let level = tree ?? [];
  for (const slug of path) {
    const node = level.find((candidate) => candidate.slug === slug);
    if (!node) return undefined;
    trail.push(node);
    level = node.children;
  }
  return trail;
}

/**
 * The category tree for a page's `load()`, or undefined when it could not be read (the page
 * is then a 404, as an unknown category is).
 */
export async function loadCategories(ctx: LoadContext): Promise<CategoryNode[] | undefined> {
  const tree = await ctx.queryClient
    .fetchQuery(queries.categories(ctx.api, ctx))
    .catch(() => undefined);
  return tree?.items;
}

/**
 * Loads a listing: the pages the URL asks for, and the facet counts. Answers whether the
 * listing itself loaded (a failed listing, a bad filter for one, makes the page a 404); the
 * facets may fail on their own (they are fetched again in the browser).
 */
export async function loadListing(
  ctx: LoadContext,
  context: ListingContext,
  fixed?: Partial<ListingSelection>,
): Promise<boolean> {
  const selection = { ...parseSelection(new URLSearchParams(ctx.search)), ...fixed };
  const [loaded] = await Promise.all([
    ctx.queryClient
      .fetchInfiniteQuery({
        ...listingQuery(ctx.api, ctx, context, selection),
        pages: selection.page,
      })
      .then(
        () => true,
        () => false,
      ),
    ctx.queryClient.prefetchQuery(facetsQuery(ctx.api, ctx, context, selection)),
  ]);
  return loaded;
}

/** Breadcrumbs as links and as schema.org BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t, origin } = useSite();
  const all = [{ name: t('listing.breadcrumbHome'), href: '/' }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.href, origin).href,
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumbLabel')}>
      <ol>
        {all.map((crumb, index) => (
          <li key={crumb.href}>
            {index === all.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeForScript(jsonLd) }}
      />
    </nav>
  );
}

/** A listing page: breadcrumbs, its heading, then the listing. */
export function ListingPage(props: {
  title: string;
  crumbs: Crumb[];
  context: ListingContext;
  fixed?: Partial<ListingSelection>;
  categoryLevel: number;
  lead?: ReactNode;
}) {
  return (
    <div className="page listing-page">
      <Breadcrumbs crumbs={props.crumbs} />
      <h1>{props.title}</h1>
      {props.lead}
      <ListingView
        context={props.context}
        fixed={props.fixed}
        categoryLevel={props.categoryLevel}
      />
    </div>
  );
}

export { queries };
