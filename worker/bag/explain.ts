import type { Explanation } from '../../client/api/bag-contract';
import { formatDate, formatMoney } from '../../client/lib/format';
import type { Translate } from '../../client/lib/i18n';
import type { LineProblem, Reason } from '../../client/lib/pricing/types';
import { TIME_ZONES, type Country, type Language } from '../../client/lib/sites';
import { bagRulesTranslatorFor, type BagRuleKey } from '../i18n';

/**
 * Reasons and line problems in words: each typed code of client/lib/pricing/types.ts
 * becomes `{ code, message, params }`, money in the site's currency and dates in the page's
 * locale. `params` keeps the raw figures (minor units), so a page can show its own progress.
 */
export interface Explainer {
  reason(reason: Reason, context?: { applied?: string }): Explanation;
  problem(problem: LineProblem): Explanation;
  refusal(key: BagRuleKey, params?: Record<string, string | number>): string;
  money(minor: number): string;
}

export function explainerFor(site: {
  country: Country;
  language: Language;
  locale: string;
  currency: string;
  t: Translate;
}): Explainer {
  const rules = bagRulesTranslatorFor(site.language);
  const money = (minor: number) => formatMoney(minor, site.currency, site.locale);
  // A code's dates are the site's calendar days: formatted in its time zone, not the worker's.
  const date = (iso: string) =>
    formatDate(iso, site.locale, { dateStyle: 'medium', timeZone: TIME_ZONES[site.country] });
  const tier = (name: string) => site.t(`product.tiers.${name}` as Parameters<Translate>[0]);
  return {
    money,
    refusal: (key, params) => rules(key, params),
    reason(reason, context = {}) {
      const { code } = reason;
      switch (reason.code) {
        case 'not_started':
          return {
            code,
            message: rules('bagRules.reasons.not_started', { date: date(reason.startsAt) }),
          };
        case 'redeemable_on':
          return {
            code,
            message: rules('bagRules.reasons.redeemable_on', { date: date(reason.startsAt) }),
          };
        case 'expired':
          return {
            code,
            message: rules('bagRules.reasons.expired', { date: date(reason.endedAt) }),
          };
        case 'tier_required':
          return {
            code,
            message: rules('bagRules.reasons.tier_required', { tier: tier(reason.tier) }),
          };
        case 'no_eligible_items':
          return reason.brands.length > 0
            ? {
                code,
                message: rules('bagRules.reasons.no_eligible_items_brands', {
                  brands: reason.brands.join(', '),
                }),
              }
            : { code, message: rules('bagRules.reasons.no_eligible_items') };
        case 'min_spend':
          return {
            code,
            message: rules('bagRules.reasons.min_spend', {
              missing: money(reason.missing),
              required: money(reason.required),
            }),
            params: { required: reason.required, current: reason.current, missing: reason.missing },
          };
        case 'one_per_order':
          return {
            code,
            message: rules('bagRules.reasons.one_per_order', { applied: context.applied ?? '' }),
          };
        default:
          return { code, message: rules(`bagRules.reasons.${code}`) };
      }
    },
    problem(problem) {
      const { code } = problem;
      switch (problem.code) {
        case 'not_enough_stock':
          return {
            code,
            message: rules('bagRules.problems.not_enough_stock', { stock: problem.stock }),
          };
        case 'max_quantity':
          return { code, message: rules('bagRules.problems.max_quantity', { max: problem.max }) };
        case 'variant_limit':
          return {
            code,
            message: rules('bagRules.problems.variant_limit', { limit: problem.limit }),
          };
        case 'brand_limit':
          return {
            code,
            message: rules('bagRules.problems.brand_limit', {
              limit: problem.limit,
              brand: problem.brand,
            }),
          };
        case 'reward_tier':
          return {
            code,
            message: rules('bagRules.problems.reward_tier', { tier: tier(problem.tier) }),
          };
        case 'reward_points_short':
          return {
            code,
            message: rules('bagRules.problems.reward_points_short', { missing: problem.missing }),
            params: { missing: problem.missing },
          };
        default:
          return { code, message: rules(`bagRules.problems.${code}`) };
      }
    },
  };
}
