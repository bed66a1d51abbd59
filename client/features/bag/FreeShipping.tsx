import type { PricedBag } from '../../api/bag-contract';
import { useT } from '../../app/site-context';

/**
 * How far free shipping is (docs/business-rules.md#shipping), in the site's currency: a
 * progress bar and "Spend X more", or that shipping is free and why (the threshold, Gold, the
 * code, click and collect). Nothing for an empty bag.
 */
export function FreeShipping({
  freeShipping,
  money,
}: {
  freeShipping: PricedBag['freeShipping'];
  money: (minor: number) => string;
}) {
  const t = useT();
  const { threshold, remaining, reason } = freeShipping;
  if (reason === 'empty') return null;
  if (reason !== null)
    return (
      <p className="free-shipping is-free">
        {t(`bagPage.shipping.free.${reason}`, { threshold: money(threshold) })}
      </p>
    );
  return (
    <div className="free-shipping">
      <p id="free-shipping-text">
        {t('bagPage.shipping.remaining', { amount: money(remaining), threshold: money(threshold) })}
      </p>
      <progress
        max={threshold}
        value={Math.max(0, threshold - remaining)}
        aria-labelledby="free-shipping-text"
      />
    </div>
  );
}
