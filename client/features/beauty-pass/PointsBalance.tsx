import { useId } from 'react';
import type { BeautyPass } from '../../api/beauty-pass-contract';
import { useSite } from '../../app/site-context';
import { formatNumber } from '../../lib/format';
import { formatSiteDate } from '../../lib/format-dates';

/**
 * The member's points (docs/business-rules.md#points): available now, pending
 * (written at delivery, available 3 working days later), reserved by rewards in unpaid orders
 * (only when some are), what expires and when (only when something does: the API sends it from
 * a month before), and the birthday month's double points.
 */
export function PointsBalance({ pass }: { pass: BeautyPass }) {
  const { t, locale } = useSite();
  const headingId = useId();
  const { points } = pass;
  const count = (value: number) => formatNumber(value, locale);
  return (
    <section className="points-balance" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('beautyPass.balance.title')}</h2>
      <dl className="points-figures">
        <div className="points-available">
          <dt>{t('beautyPass.balance.available')}</dt>
          <dd>{count(points.available)}</dd>
        </div>
        <div>
          <dt>{t('beautyPass.balance.pending')}</dt>
          <dd>
            {count(points.pending)}
            <span className="points-hint">{t('beautyPass.balance.pendingHint')}</span>
          </dd>
        </div>
        {points.reserved > 0 ? (
          <div>
            <dt>{t('beautyPass.balance.reserved')}</dt>
            <dd>
              {count(points.reserved)}
              <span className="points-hint">{t('beautyPass.balance.reservedHint')}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      {points.expiring > 0 && points.expiresOn ? (
        <p className="points-expiring">
          {points.expiring === 1
            ? t('beautyPass.balance.expiringOne', {
                date: formatSiteDate(points.expiresOn, locale),
              })
            : t('beautyPass.balance.expiring', {
                points: points.expiring,
                date: formatSiteDate(points.expiresOn, locale),
              })}
        </p>
      ) : null}
      {pass.birthdayMonth ? (
        <p className="points-birthday">{t('beautyPass.balance.birthday')}</p>
      ) : null}
    </section>
  );
}
