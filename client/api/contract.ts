import { z } from 'zod';
import { TIERS } from '../lib/commerce-rules';
import { COUNTRIES, LANGUAGES } from '../lib/sites';
import { OTHER_FILTERS } from './catalogue-constants';
import { CONTENT_SLUG, CONTENT_SLUG_RULE } from './content-slug';

/**
 * The API contract: zod schemas shared by the worker (input validation, response shapes,
 * OpenAPI) and the client (types only: the browser never bundles zod for these).
 */

/** Every API error has this shape (README "Errors"), with a stable code in `data.code`. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  statusMessage: z.string(),
  data: z
    .object({
      code: z.string(),
      /** The field that failed validation, dotted, when the error is about one field. */
      field: z.string().optional(),
      issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      /** The request's ID (also its x-request-id header), for support to find it. */
      requestId: z.string().optional(),
    })
    .passthrough(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ExemptedPathSchema = z.object({
  type: z.enum(['absolute', 'regex', 'startsWith']),
  value: z.string().min(1).max(500),
});
export type ExemptedPath = z.infer<typeof ExemptedPathSchema>;

export const MenuItemSchema: z.ZodType<MenuItem> = z
  .lazy(
    () =>
      z.object({
        id: z.string(),
        label: z.string(),
        href: z.string(),
        children: z.array(MenuItemSchema).optional(),
      }),
    // Named, so the generated OpenAPI document can refer to the recursion.
  )
  .meta({ id: 'MenuItem' });
export interface MenuItem {
  id: string;
  label: string;
  href: string;
  children?: MenuItem[];
}

export const LayoutSchema = z.object({
  country: z.enum(COUNTRIES),
  language: z.enum(LANGUAGES),
  preview: z.boolean(),
  segments: z.array(z.string()),
  header: z.object({ menus: z.array(MenuItemSchema), promoBar: z.string().nullable() }),
  accountMenu: z.object({ guest: z.array(MenuItemSchema), member: z.array(MenuItemSchema) }),
  footer: z.object({ columns: z.array(MenuItemSchema), legal: z.array(MenuItemSchema) }),
  welcomeMat: z.object({
    sites: z.array(z.object({ country: z.enum(COUNTRIES), label: z.string(), href: z.string() })),
  }),
  config: z.object({
    forterSiteId: z.string().nullable(),
    smartLinkExemptedPaths: z.array(ExemptedPathSchema),
  }),
  generatedAt: z.string(),
});
export type Layout = z.infer<typeof LayoutSchema>;

/** Query of GET layouts/: segments come comma-joined. */
export const LayoutQuerySchema = z.object({
  user_segments: z
    .string()
    .max(500)
    .regex(/^[a-z0-9_,-]*$/i, 'segments are letters, digits, "-" and "_", comma-joined')
    .optional(),
});

/** GET user: who is browsing, for the parts of the page that are per visitor. */
/**
 * The analytics user data of a member, for the tag manager's page views. The e-mail goes
 * only as hashes; the mobile's hash and the card number are never sent (worker/auth/
 * analytics-user.ts says why). Points and tier points belong to Beauty Pass.
 */
export const AnalyticsUserSchema = z.object({
  id: z.string(),
  is_employee: z.boolean(),
  age: z.number().int().nonnegative(),
  card_number: z.null(),
  email_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  email_md5: z.string().regex(/^[0-9a-f]{32}$/),
  mobile_number_md5: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .nullable(),
  loyalty_points: z.number().int().nullable(),
  loyalty_tier: z.enum(TIERS),
  tier_points_counter: z.number().int().nullable(),
});
export type AnalyticsUser = z.infer<typeof AnalyticsUserSchema>;

export const UserSchema = z.object({
  /** A member with a valid access token (signed in when the account query succeeds). */
  signedIn: z.boolean(),
  /** The member's Beauty Pass tier (priority access, the product button); none for a guest. */
  tier: z.enum(TIERS).nullable().optional(),
  /**
   * A member's Beauty Pass points that can be redeemed now, for the header's points summary,
   * with `tier` above; none for a guest.
   */
  points: z.object({ available: z.number().int().nonnegative() }).optional(),
  /**
   * A member's birthday month on this site: purchases earn double points
   * (docs/business-rules.md#points).
   */
  birthdayMonth: z.boolean().optional(),
  /** The country the request comes from (edge geolocation), for the welcome mat. */
  geoCountry: z.string().nullable(),
  segments: z.array(z.string()),
  /** A member's analytics user data; a guest has none. */
  analytics: AnalyticsUserSchema.optional(),
});
export type User = z.infer<typeof UserSchema>;

/** GET pages: a content page (home is slug `home`). */
export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    href: z.string(),
    cta: z.string(),
    tone: z.string(),
  }),
  z.object({ type: z.literal('text'), id: z.string(), title: z.string(), body: z.string() }),
  z.object({
    type: z.literal('links'),
    id: z.string(),
    title: z.string(),
    items: z.array(MenuItemSchema),
  }),
  /** A product listing on the page (a sale page): the filters it always applies. */
  z.object({
    type: z.literal('listing'),
    id: z.string(),
    title: z.string(),
    filter: z.object({
      sale: z.boolean().optional(),
      others: z.array(z.enum(OTHER_FILTERS)).optional(),
    }),
  }),
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: z.enum(['published', 'draft']),
  /** Shown first; the rest streams in below the fold. */
  blocks: z.array(ContentBlockSchema),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** A content slug as the API takes it (./content-slug.ts): `slug` of pages, `{id}` of an entry. */
const contentSlug = z.string().regex(CONTENT_SLUG, CONTENT_SLUG_RULE);

export const ContentQuerySchema = z.object({
  slug: contentSlug,
  user_segments: LayoutQuerySchema.shape.user_segments,
});

/**
 * GET contentful/content-entries/{id}: one content entry of the site, read as a Contentful entry
 * is read by its id. The id is the entry's slug, the same in every language of the site.
 */
export const ContentEntryPathSchema = z.object({
  id: contentSlug.meta({ example: 'about' }),
});

/** A published content entry in the request's language (drafts are never answered here). */
export const ContentEntrySchema = z.object({
  /** The entry's slug. */
  id: z.string(),
  language: z.enum(LANGUAGES),
  /** The visitor segment this variant is for; null when it is everybody's. */
  segment: z.string().nullable(),
  title: z.string(),
  blocks: z.array(ContentBlockSchema),
  updatedAt: z.string(),
});
export type ContentEntry = z.infer<typeof ContentEntrySchema>;

/** GET brands/: the brand directory (house brand first, then by name). */
export const BrandSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  houseBrand: z.boolean(),
});
export type BrandSummary = z.infer<typeof BrandSummarySchema>;
export const BrandListSchema = z.object({
  items: z.array(BrandSummarySchema),
  total: z.number().int(),
});
export type BrandList = z.infer<typeof BrandListSchema>;
