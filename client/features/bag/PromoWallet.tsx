import { useQuery } from '@tanstack/react-query';
import { bagQueries } from '../../api/bag-queries';
import { useSite } from '../../app/site-context';

/**
 * The promo wallet (docs/business-rules.md#promo-codes), with its hints: every code this
 * shopper may see on the site with its state now and every reason it does not apply, so no code
 * is a mystery. An applicable one is applied from here ("Apply" names its code).
 */
export function PromoWallet(props: {
  money: (minor: number) => string;
  onApply: (code: string) => void;
  busy: boolean;
}) {
  const site = useSite();
  const { t } = site;
  const offers = useQuery(bagQueries.offers(site.api, site));
  if (offers.isPending) return <p className="loading">{t('common.loading')}</p>;
  if (offers.isError) return <p>{t('bagPage.promo.walletFailed')}</p>;
  if (!offers.data.offers.length) return <p>{t('bagPage.promo.walletEmpty')}</p>;
  return (
    <section className="promo-wallet" aria-labelledby="promo-wallet-title">
      <h3 id="promo-wallet-title">{t('bagPage.promo.walletTitle')}</h3>
      <ul>
        {offers.data.offers.map((offer) => (
          <li key={offer.id} className={`promo-offer is-${offer.status}`}>
            <p className="promo-offer-title">
              <strong>{offer.title}</strong> <code>{offer.code}</code>
            </p>
            <p className="promo-offer-status">
              {offer.status === 'applicable' && offer.discount > 0
                ? t('bagPage.promo.status.saves', { amount: props.money(offer.discount) })
                : t(`bagPage.promo.status.${offer.status}`)}
            </p>
            {offer.reasons.length ? (
              <ul className="promo-reasons">
                {offer.reasons.map((reason) => (
                  <li key={reason.code}>{reason.message}</li>
                ))}
              </ul>
            ) : null}
            {offer.status === 'applicable' ? (
              <button
                type="button"
                className="button button-quiet"
                aria-disabled={props.busy ? true : undefined}
                onClick={() => !props.busy && props.onApply(offer.code)}
              >
                {t('bagPage.promo.applyCode', { code: offer.code })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
