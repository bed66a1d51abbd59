import type { ProductCard } from '../../client/api/catalogue-contract';
import type { PriorityTier } from '../../client/lib/commerce-rules';

/** The columns of a product that cards and the product page read alike. */
export interface ProductBaseRow {
  id: number;
  slug: string;
  brand_slug: string;
  brand_name: string;
  is_new: number;
  is_exclusive: number;
  is_limited: number;
  cnc_only: number;
  launch_at: string | null;
  priority_tier: PriorityTier | null;
  priority_until: string | null;
  rating_sum: number;
  rating_count: number;
  top_slug: string;
}

/** The average rating to one decimal (0 without reviews) and the number of reviews. */
export function ratingOf(
  row: Pick<ProductBaseRow, 'rating_sum' | 'rating_count'>,
): ProductCard['rating'] {
  return {
    average: row.rating_count ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : 0,
    count: row.rating_count,
  };
}

/** Priority access (a tier until a date), or null. */
export function priorityOf(
  row: Pick<ProductBaseRow, 'priority_tier' | 'priority_until'>,
): ProductCard['priority'] {
  return row.priority_tier && row.priority_until
    ? { tier: row.priority_tier, until: row.priority_until }
    : null;
}
