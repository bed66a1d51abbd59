import { z } from 'zod';
import {
  HAIR_CONCERNS,
  HAIR_TYPES,
  SKIN_CONCERNS,
  SKIN_TONES,
  SKIN_TYPES,
} from '../lib/beauty-profile';
import { TIERS } from '../lib/commerce-rules';
import { COUNTRIES, LANGUAGES } from '../lib/sites';
import { isCalendarDate } from '../lib/sign-up-rules';
import { IdParamSchema } from './ids';
import { OrderNumberSchema } from './order-contract';
import { text } from './text';

/**
 * Accounts and sessions (README "Accounts and sessions"). The rules that are not the shape of a
 * field (password rules, age) are decided by client/lib/password-rules.ts and sign-up-rules.ts, so
 * the API can answer every broken rule at once (422) instead of the first failing field. The client
 * imports the types only.
 */

const email = text(254).pipe(z.email());
/** Long enough for a 128-character password (the rules refuse longer, by name, with 422). */
const password = text(1024, { trim: false });
const name = text(100, { min: 1 });
const mobile = text(40).regex(/^\+?[0-9 ()-]{6,20}$/);

export const SignUpSchema = z.object({
  email,
  password,
  passwordConfirmation: password,
  firstName: name,
  lastName: name,
  birthDate: z.string().refine(isCalendarDate, 'a date written YYYY-MM-DD'),
  mobile: mobile.optional(),
  consents: z.object({
    personalInformation: z.literal(true),
    policy: z.literal(true),
    marketing: z.boolean(),
  }),
  /** A Google ID token to link (sign-up after "not yet linked"): its e-mail must be this one. */
  googleIdToken: text(4096, { trim: false }).optional(),
  /**
   * Where the page that confirms the e-mail goes on to (made safe again when used), and a guest
   * order of this browser to take into the account: kept with the waiting sign-up.
   */
  returnTo: text(2000, { trim: false }).optional(),
  claim: OrderNumberSchema.optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/**
 * The beauty profile: each answer from a closed list (client/lib/beauty-profile.ts), each
 * optional; a list answer holds each choice once.
 */
const several = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'each choice once');
export const BeautyProfileSchema = z.object({
  skinType: z.enum(SKIN_TYPES).optional(),
  skinTone: z.enum(SKIN_TONES).optional(),
  skinConcerns: several(SKIN_CONCERNS).optional(),
  hairType: z.enum(HAIR_TYPES).optional(),
  hairConcerns: several(HAIR_CONCERNS).optional(),
});

/** The member as the account pages and the header read them (GET account). */
export const AccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  mobile: z.string().nullable(),
  country: z.string(),
  language: z.string(),
  tier: z.enum(TIERS),
  isEmployee: z.boolean(),
  marketingConsent: z.boolean(),
  beautyProfile: BeautyProfileSchema,
  /** When every question of the beauty profile was first answered (points, a later issue). */
  beautyProfileCompletedAt: z.string().nullable(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * PATCH account: what a member may change about themselves; a field left out stays as it is.
 * `mobile: null` removes the number; `beautyProfile` replaces the whole profile (the form sends
 * every answer). The e-mail (the sign-in) and the date of birth are not changed here: the date
 * of birth decides birthday points and vouchers (Beauty Pass insider gifts), so a member could move
 * it to collect them twice; both go through customer care. Unknown keys are dropped.
 */
export const AccountPatchSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  mobile: mobile.nullable().optional(),
  beautyProfile: BeautyProfileSchema.optional(),
  marketingConsent: z.boolean().optional(),
});
export type AccountPatch = z.input<typeof AccountPatchSchema>;

/**
 * POST auth/token: a sign-in with a password, or a refresh. The browser's refresh
 * (`flow: client`) reads the refresh token from its cookie; the app's (`flow: app`) sends it,
 * with its device id, and the current access token as a bearer.
 */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    email,
    password,
    flow: z.literal('client').default('client'),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    flow: z.enum(['client', 'app']),
    refresh_token: text(200, { trim: false }).optional(),
    device_id: text(64, { trim: false }).optional(),
  }),
]);
export type TokenRequest = z.input<typeof TokenRequestSchema>;

/**
 * The answer of a sign-in or refresh. The browser's tokens travel in httpOnly cookies only;
 * the app flow gets them in the body (it keeps them in its own secure store).
 */
export const TokenAnswerSchema = z.object({
  signedIn: z.literal(true),
  account: AccountSchema,
  /** Bag lines of this browser's guest bag that the account's bag could not keep whole. */
  bagNotices: z
    .array(
      z.object({ variantId: z.number().int(), wanted: z.number().int(), kept: z.number().int() }),
    )
    .optional(),
  tokens: z
    .object({
      accessToken: z.string(),
      refreshToken: z.string(),
      expiresIn: z.number().int(),
    })
    .optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

/**
 * POST account's answer to a sign-up by e-mail and password: the same words for every address
 * (README "Accounts and sessions"): the account is made when the e-mailed link is opened and the
 * same password entered (POST account/confirm). A sign-up with a Google ID token of the same
 * e-mail has proved the address, and is answered signed in at once.
 */
export const SignUpPendingSchema = z.object({
  signedIn: z.literal(false),
  confirmationSent: z.literal(true),
  message: z.string(),
});
export const SignUpAnswerSchema = z.union([TokenAnswerSchema, SignUpPendingSchema]);
export type SignUpAnswer = z.infer<typeof SignUpAnswerSchema>;

/** POST account/confirm: the e-mailed token and the password chosen when signing up. */
export const ConfirmSignUpSchema = z.object({
  token: text(100, { trim: false }),
  password,
});
/** Signed in, with where the sign-up was going and the guest order it would take. */
export const ConfirmedSignUpSchema = TokenAnswerSchema.extend({
  returnTo: z.string().optional(),
  claim: OrderNumberSchema.optional(),
});
export type ConfirmedSignUp = z.infer<typeof ConfirmedSignUpSchema>;

/**
 * POST auth/token/verify/: whether an access token is good now: the one in the body,
 * else the request's own (cookies or bearer). Good means well signed, within its 15 minutes,
 * and of a sign-in that has not ended (signed out, password changed). A token that is not good
 * is a 401 `TOKEN_INVALID`, whatever the reason, so the answer tells a guesser nothing more.
 */
export const TokenVerifySchema = z.object({
  token: text(4096, { min: 1, trim: false }).optional(),
});
export const TokenVerifiedSchema = z.object({
  valid: z.literal(true),
  /** Seconds until the token expires: when the app should refresh. */
  expiresIn: z.number().int().nonnegative(),
});

/** DELETE sessions: this sign-in (default) or every sign-in of the account. */
export const SignOutQuerySchema = z.object({ scope: z.enum(['this', 'all']).default('this') });

export const SignedOutSchema = z.object({ signedIn: z.literal(false) });

/** POST account/password/forgot: always the same neutral answer (docs/accounts.md). */
export const ForgotPasswordSchema = z.object({ email });
/** POST account/password/reset: the e-mailed token and the new password. */
export const ResetPasswordSchema = z.object({
  token: text(100, { trim: false }),
  password,
  passwordConfirmation: password,
});
/** PATCH account/password: the member's current password and the new one. */
export const ChangePasswordSchema = z.object({
  currentPassword: password,
  password,
  passwordConfirmation: password,
});
/** POST account/unlock: the e-mailed token. */
export const UnlockSchema = z.object({ token: text(100, { trim: false }) });

/** What those answer: a message to show (translated), and whether it was done. */
export const AccountNoticeSchema = z.object({ done: z.boolean(), message: z.string() });
export type AccountNotice = z.infer<typeof AccountNoticeSchema>;

/**
 * Development only (sandbox/users): a test member with a known password, in any tier,
 * staff or not, with a points balance (`points`, available now) and this year's spend
 * (`spend`, minor units of the site's currency, counted towards the tier as paid orders are),
 * so that people and tests reach every state quickly.
 */
export const SandboxUserSchema = z.object({
  email,
  password: text(128, { min: 8, trim: false }),
  country: z.enum(COUNTRIES),
  language: z.enum(LANGUAGES).optional(),
  tier: z.enum(TIERS).optional(),
  isEmployee: z.boolean().optional(),
  birthDate: z.string().refine(isCalendarDate, 'a date written YYYY-MM-DD').optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  points: z.number().int().min(0).max(10_000_000).optional(),
  spend: z.number().int().min(0).max(1e12).optional(),
});
export const SandboxUserPatchSchema = z.object({
  tier: z.enum(TIERS).optional(),
  isEmployee: z.boolean().optional(),
  password: text(128, { min: 8, trim: false }).optional(),
});
export const SandboxUserPathSchema = z.object({ id: IdParamSchema });
export const SandboxUsersSchema = z.object({ items: z.array(AccountSchema) });
export const SandboxDeletedSchema = z.object({ deleted: z.literal(true) });

/** POST auth/social: sign in with a Google ID token (Google Identity Services, in the browser). */
export const SocialSignInSchema = z.object({
  provider: z.literal('google'),
  idToken: text(4096, { min: 1, trim: false }),
});
