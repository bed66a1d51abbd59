import { useId } from 'react';
import type { BeautyPass, TierProgress } from '../../api/beauty-pass-contract';
import { useSite } from '../../app/site-context';
import { formatMoney } from '../../lib/format';
import { formatSiteDate } from '../../lib/format-dates';
import type { Tier } from '../../lib/commerce-rules';
import type { Translate } from '../../lib/i18n';

/**
 * The member's standing in words (docs/business-rules.md#tiers), one message per kind with its
 * figures: money in the member's currency, days as the site writes them. The words are the
 * account chunk's (`account.json`, group `beautyPass`).
 */
export function progressMessage(
  progress: TierProgress,
  site: { t: Translate; locale: string },
  currency: string,
): { message: string; note?: string } {
  const { t, locale } = site;
  const tier = (name: Tier) => t(`product.tiers.${name}`);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const day = (date: string) => formatSiteDate(date, locale);
  switch (progress.kind) {
    case 'just_upgraded':
      return {
        message: t('beautyPass.progress.justUpgraded', {
          tier: tier(progress.tier),
          date: day(progress.until),
        }),
      };
    case 'just_downgraded':
      return {
        message: t('beautyPass.progress.justDowngraded', {
          tier: tier(progress.tier),
          previous: tier(progress.previous),
          amount: money(progress.remaining),
        }),
      };
    case 'in_progress':
      return {
        message: t('beautyPass.progress.inProgress', {
          amount: money(progress.remaining),
          next: tier(progress.next),
        }),
      };
    case 'downgrade_warning': {
      const daysLeft =
        progress.daysLeft === 0
          ? t('beautyPass.progress.lastDay')
          : progress.daysLeft === 1
            ? t('beautyPass.progress.oneDayLeft')
            : t('beautyPass.progress.daysLeft', { count: progress.daysLeft });
      return {
        message: t('beautyPass.progress.downgradeWarning', {
          amount: money(progress.remaining),
          date: day(progress.by),
          tier: tier(progress.tier),
          daysLeft,
        }),
        note: t('beautyPass.progress.downgradeOtherwise', { tier: tier(progress.downTo) }),
      };
    }
    case 'tier_kept':
      return {
        message:
          progress.next !== null && progress.remaining
            ? t('beautyPass.progress.tierKeptNext', {
                tier: tier(progress.tier),
                date: day(progress.until),
                amount: money(progress.remaining),
                next: tier(progress.next),
              })
            : t('beautyPass.progress.tierKept', {
                tier: tier(progress.tier),
                date: day(progress.until),
              }),
      };
    case 'max_tier':
      return {
        message:
          progress.remaining > 0
            ? t('beautyPass.progress.maxTierKeep', {
                tier: tier(progress.tier),
                amount: money(progress.remaining),
              })
            : progress.until
              ? t('beautyPass.progress.maxTierKept', {
                  tier: tier(progress.tier),
                  date: day(progress.until),
                })
              : t('beautyPass.progress.maxTier', { tier: tier(progress.tier) }),
      };
  }
}

/**
 * The member's tier: its name, this year's spend as a bar towards the threshold the progress
 * names (none where there is no threshold to fill), and where they stand in words. The bar is
 * a `progressbar` with its figures as money in `aria-valuetext` (minor units mean nothing to a
 * listener).
 */
export function TierCard({ pass }: { pass: BeautyPass }) {
  const site = useSite();
  const { t, locale } = site;
  const headingId = useId();
  const { progress, currency } = pass;
  const { message, note } = progressMessage(progress, site, currency);
  const target = progress.target;
  const spent = target ? Math.min(progress.spent, target) : progress.spent;
  const figures = target
    ? t('beautyPass.tier.barValue', {
        spent: formatMoney(progress.spent, currency, locale),
        target: formatMoney(target, currency, locale),
      })
    : '';
  return (
    <section
      className={`tier-card tier-${pass.tier}`}
      aria-labelledby={headingId}
      data-progress={progress.kind}
    >
      <h2 id={headingId}>
        {t('beautyPass.tier.title', { tier: t(`product.tiers.${pass.tier}`) })}
      </h2>
      {target ? (
        <>
          <div
            className="tier-bar"
            role="progressbar"
            aria-label={t('beautyPass.tier.barLabel')}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={spent}
            aria-valuetext={figures}
          >
            <div className="tier-bar-fill" style={{ width: `${(spent / target) * 100}%` }} />
          </div>
          {/* The same figures for the eye; a listener has them from the bar. */}
          <p className="tier-bar-figures" aria-hidden="true">
            {figures}
          </p>
        </>
      ) : null}
      <p className="tier-message">{message}</p>
      {note ? <p className="tier-note">{note}</p> : null}
      {pass.perks.length > 0 ? (
        <>
          <h3 className="tier-perks-title">{t('beautyPass.perks.title')}</h3>
          <ul className="tier-perks">
            {pass.perks.map((perk) => (
              <li key={perk}>{t(`beautyPass.perks.${perk}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
