import type { Language } from '../../../../client/lib/sites';
import { between, isoAt, type ProductPlan } from './products';
import { randomFor } from './random';
import { AUTHORS, REVIEWS, type Sentiment } from './words';

export interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  language: Language;
  author: string;
  title: string;
  body: string;
  created_at: string;
}

const LANGUAGE_WEIGHTS: readonly [Language, number][] = [
  ['en', 55],
  ['zh', 15],
  ['id', 15],
  ['th', 15],
];
const REVIEWED_UNTIL = Date.UTC(2026, 9, 31, 23, 0);

function sentimentOf(rating: number): Sentiment {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

/**
 * A product's reviews, in the four languages: none for about a fifth of products (and for
 * every product not launched yet), else one to a handful, a few popular products many. Each
 * product has a quality that tilts its ratings, so averages spread from about 2 to 5.
 */
export function productReviews(plan: ProductPlan, firstId: number): ReviewRow[] {
  if (plan.state === 'upcoming') return [];
  const random = randomFor('reviews', plan.row.id);
  if (random.chance(0.22)) return [];
  const count = random.chance(0.08) ? random.int(8, 24) : random.int(1, 6);
  const quality = random.next();
  // Weights of ratings 1..5: good products lean to 5, poor ones to 2 and 3.
  const weights = [
    0.6 - quality * 0.5,
    1.2 - quality * 0.9,
    2 - quality,
    2 + quality * 1.5,
    1 + quality * 6,
  ];
  // Reviews come after the product went on sale (upcoming launches have none).
  const from = Date.parse(plan.row.launch_at ?? plan.row.created_at);
  const reviews: ReviewRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const rating = random.weighted(weights) + 1;
    const language =
      LANGUAGE_WEIGHTS[random.weighted(LANGUAGE_WEIGHTS.map(([, weight]) => weight))][0];
    const text = REVIEWS[language][sentimentOf(rating)];
    const type =
      language === 'en' || language === 'id'
        ? plan.type[language].toLowerCase()
        : plan.type[language];
    reviews.push({
      id: firstId + index,
      product_id: plan.row.id,
      rating,
      language,
      author: random.pick(AUTHORS[language]),
      title: random.pick(text.titles),
      body: random.pick(text.bodies).replace('{type}', type),
      created_at: isoAt(
        between(random, Math.min(from + 86_400_000, REVIEWED_UNTIL - 86_400_000), REVIEWED_UNTIL),
      ),
    });
  }
  return reviews;
}
