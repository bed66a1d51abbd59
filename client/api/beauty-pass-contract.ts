import { z } from 'zod';
import { TIERS } from '../lib/commerce-rules';
import { AccountSchema } from './account-contract';
import { IdParamSchema, IdSchema, urlInteger } from './ids';
import { text } from './text';
import { LineProductSchema } from './order-contract';
import { PERKS } from '../lib/loyalty/perks';
import { REWARD_GROUPS, REWARD_STATES } from '../lib/loyalty/reward-rules';

/**
 * Beauty Pass on the wire (points, point-log sources, tiers and their progression, insider gifts;
 * docs/business-rules.md#beauty-pass). Amounts of money are integers in minor units of the member's
 * home site's currency; dates without a time are the site's calendar days, `YYYY-MM-DD`. The client
 * imports the types only.
 */

/** Every source a points-history row can have, as its type. */
export const POINT_SOURCES = [
  'purchase_points',
  'used_points',
  'expired_points',
  'manual_points_adjustment',
  'level_redemption',
  'survey_points',
  'registration_of_app_account',
  'loyalty_points',
  'online_review',
  'published_review',
  'product_review',
  'completed_beauty_profile',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'bonus_points',
] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tier = z.enum(TIERS);
const minor = z.number().int().nonnegative();

/**
 * Where the member stands on the way to the next tier, or to keeping theirs
 * (docs/business-rules.md#tiers), as client/lib/loyalty/progress.ts decides it; every figure the
 * message names is here. `spent` is this calendar year's spend, `target` the threshold the bar
 * fills towards (null at Gold kept).
 */
export const TierProgressSchema = z.discriminatedUnion('kind', [
  /** Moved up within the last 30 days; the new tier holds to `until` (31 December next year). */
  z.object({
    kind: z.literal('just_upgraded'),
    tier,
    previous: tier,
    until: date,
    spent: minor,
    target: minor.nullable(),
  }),
  /** Moved down at the last review, within 30 days; `remaining` more this year regains `previous`. */
  z.object({
    kind: z.literal('just_downgraded'),
    tier,
    previous: tier,
    remaining: minor,
    spent: minor,
    target: minor,
  }),
  /** Spend `remaining` more to reach `next`. */
  z.object({
    kind: z.literal('in_progress'),
    tier,
    next: tier,
    remaining: minor,
    spent: minor,
    target: minor,
  }),
  /** From 1 October: `remaining` more by `by` (31 December, `daysLeft` days away) keeps `tier`, else `downTo`. */
  z.object({
    kind: z.literal('downgrade_warning'),
    tier,
    downTo: tier,
    remaining: minor,
    daysLeft: z.number().int().nonnegative(),
    by: date,
    spent: minor,
    target: minor,
  }),
  /** This year's spend keeps `tier` to `until`; `next` and `remaining` when a higher tier exists. */
  z.object({
    kind: z.literal('tier_kept'),
    tier,
    until: date,
    next: tier.nullable(),
    remaining: minor.nullable(),
    spent: minor,
    target: minor.nullable(),
  }),
  /** Gold. `remaining` more this year keeps it (0 once kept); kept to `until` when kept. */
  z.object({
    kind: z.literal('max_tier'),
    tier: z.literal('gold'),
    remaining: minor,
    until: date.nullable(),
    spent: minor,
    target: minor,
  }),
]);
export type TierProgress = z.infer<typeof TierProgressSchema>;

export const INSIDER_GIFT_KINDS = [
  'welcome_voucher',
  'birthday_voucher',
  'gold_welcome',
  'birthday_points',
  'staff_discount',
] as const;
export type InsiderGiftKind = (typeof INSIDER_GIFT_KINDS)[number];

/**
 * An insider gift: its name and description are translated by `kind`. A voucher is a
 * personal promo code in the member's promo wallet; `redeemBy` is the day and month it must be
 * used by (null for gifts that are not redeemed, such as birthday points or the staff discount).
 */
export const InsiderGiftSchema = z.object({
  kind: z.enum(INSIDER_GIFT_KINDS),
  code: z.string().nullable(),
  redeemBy: z
    .object({ day: z.number().int(), month: z.number().int(), year: z.number().int() })
    .nullable(),
  state: z.enum(['available', 'redeemed', 'expired', 'active']),
});
export type InsiderGift = z.infer<typeof InsiderGiftSchema>;

/** The member's Beauty Pass, as GET account answers it in `beautyPass`. */
export const BeautyPassSchema = z.object({
  tier,
  currency: z.string(),
  points: z.object({
    /** Points that can be redeemed now. */
    available: z.number().int().nonnegative(),
    /** Earned at delivery, available 3 working days later. */
    pending: z.number().int().nonnegative(),
    /** Held by rewards in orders not yet paid. */
    reserved: z.number().int().nonnegative(),
    /** What expires on `expiresOn` unless the member buys or redeems: shown from a month before. */
    expiring: z.number().int().nonnegative(),
    /** The day the whole available balance expires (18 months after the last activity). */
    expiresOn: date.nullable(),
    lifetime: z.number().int().nonnegative(),
  }),
  progress: TierProgressSchema,
  /** The tier's perks (client/lib/loyalty/perks.ts); event invitations are the booking's. */
  perks: z.array(z.enum(PERKS)),
  /** Purchases in the birthday month earn double points. */
  birthdayMonth: z.boolean(),
  insiderGifts: z.array(InsiderGiftSchema),
});
export type BeautyPass = z.infer<typeof BeautyPassSchema>;

/** One row of the points history; `points` is what it changed (negative for a debit). */
export const PointsEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(POINT_SOURCES),
  points: z.number().int(),
  /** `pending` until `availableOn`; `reserved` while a reward waits for the order's payment. */
  status: z.enum(['pending', 'available', 'reserved', 'released', 'spent', 'expired', 'reversed']),
  occurredAt: z.string(),
  availableOn: date.nullable(),
  orderNumber: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const PointsHistoryQuerySchema = z.object({
  /** The id of the last row of the previous page (rows are newest first). */
  before: urlInteger(1, 2_147_483_647).optional(),
  limit: urlInteger(1, 50).default(20),
});
export const PointsHistorySchema = z.object({
  items: z.array(PointsEntrySchema),
  /** Pass as `before` for the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type PointsHistory = z.infer<typeof PointsHistorySchema>;

/** GET and PATCH account answer the member with their Beauty Pass. */
export const AccountDetailSchema = AccountSchema.extend({ beautyPass: BeautyPassSchema });
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

/**
 * Development only. POST sandbox/orders/{number}/refunds: money back for some of a paid order's
 * merchandise, as the payment provider would report it (the same key twice is one refund).
 */
export const SandboxRefundSchema = z.object({
  amount: z.number().int().positive().max(1e12),
  idempotencyKey: text(64, { min: 8, trim: false }),
});
export const SandboxRefundAnswerSchema = z.object({
  /** Refunded on the order so far, and the points the refunds took back in all. */
  refunded: z.number().int(),
  pointsReversed: z.number().int(),
});

/** Development only. POST sandbox/users/{id}/points: an action's award or a manual adjustment. */
export const SandboxPointsSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('manual_points_adjustment'),
    points: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'not zero'),
    key: text(60, { min: 3, trim: false }),
  }),
  z.object({
    source: z.enum([
      'completed_beauty_profile',
      'registration_of_app_account',
      'downloaded_mobile_app',
      'referred_mobile_app',
      'survey_points',
      'online_review',
      'published_review',
      'product_review',
    ]),
  }),
]);

/**
 * Development only. POST sandbox/users/{id}/clock: moves a member's clock-dependent state so a
 * person can see every message: the last activity (18 months back expires the points at the
 * next expiry run), and the last tier change (days ago, and from which tier).
 */
export const SandboxClockSchema = z.object({
  lastActivityDaysAgo: z.number().int().min(0).max(3650).optional(),
  tierChange: z
    .object({ daysAgo: z.number().int().min(0).max(3650), from: tier })
    .nullable()
    .optional(),
});

/**
 * Development only. POST sandbox/beauty-pass/jobs: run a Beauty Pass job at the request's
 * instant (as if at another day with the `X-Clock` header, worker/clock.ts).
 */
export const SandboxJobSchema = z.object({
  job: z.enum(['mature', 'expire', 'review', 'gifts']),
});
export const SandboxJobAnswerSchema = z.object({ changed: z.number().int() });

/** A Beauty Pass reward of the site as the rewards tab shows it, with the member's state. */
export const RewardSchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  group: z.enum(REWARD_GROUPS),
  minTier: tier.nullable(),
  state: z.enum(REWARD_STATES),
  /** Points still missing (state `not_enough_points`), else 0. */
  missing: z.number().int().nonnegative(),
  product: LineProductSchema,
});
export type Reward = z.infer<typeof RewardSchema>;

/** GET rewards/ and cart/beauty-pass-offers/: the site's rewards and the member's balance. */
export const RewardsSchema = z.object({
  signedIn: z.boolean(),
  tier: tier.nullable(),
  /** Points that can be redeemed now, and what the rewards in the bag cost. */
  available: z.number().int().nonnegative(),
  inBagPoints: z.number().int().nonnegative(),
  rewards: z.array(RewardSchema),
});
export type Rewards = z.infer<typeof RewardsSchema>;

/** POST rewards/ and cart/beauty-pass-offers/: put a reward in the bag (one of each). */
export const RewardAddSchema = z.object({ rewardId: IdSchema });
export const RewardPathSchema = z.object({ id: IdParamSchema });
