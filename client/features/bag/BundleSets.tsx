import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bagCalls, bagQueries } from '../../api/bag-queries';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { useBagChange } from './use-bag-change';
import { FoldingSection } from './FoldingSection';

/**
 * The sets the site sells (GET cart/bundles/): each with its items, its price and what the items
 * cost apart, and a button that adds the whole set to the bag as one group.
 */
export function BundleSets({ money }: { money: (minor: number) => string }) {
  const site = useSite();
  const { t } = site;
  const announce = useAnnounce();
  const change = useBagChange();
  const bundles = useQuery(bagQueries.bundles(site.api, site));
  const [adding, setAdding] = useState<number | null>(null);
  if (!bundles.data?.bundles.length) return null;

  const add = async (bundleId: number, name: string) => {
    if (adding !== null) return;
    setAdding(bundleId);
    const result = await change({
      call: (shopper, key) => bagCalls.addBundle(shopper, key, bundleId),
    });
    setAdding(null);
    if (result.ok) announce(t('bagPage.sets.added', { name }));
  };

  return (
    <FoldingSection
      className="bundle-sets"
      title={t('bagPage.sets.title')}
      titleId="bundle-sets-title"
    >
      <ul>
        {bundles.data.bundles.map((bundle) => (
          <li key={bundle.id} className="bundle-set">
            <h3>{bundle.name}</h3>
            <p className="bundle-price">
              <strong>{money(bundle.price)}</strong>{' '}
              {bundle.value > bundle.price ? (
                <span>{t('bagPage.sets.value', { value: money(bundle.value) })}</span>
              ) : null}
            </p>
            <ul className="bundle-items">
              {bundle.items.map((item) => (
                <li key={item.variantId}>
                  {item.product.brand} {item.product.name}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-quiet"
              aria-disabled={adding !== null ? true : undefined}
              onClick={() => void add(bundle.id, bundle.name)}
            >
              {adding === bundle.id ? t('bagPage.sets.adding') : t('bagPage.sets.add')}
              <span className="visually-hidden">
                {t('common.namedAfter', { name: bundle.name })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </FoldingSection>
  );
}
