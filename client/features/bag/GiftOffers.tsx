import { useState } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import { useT } from '../../app/site-context';
import { GiftDialog } from './GiftDialog';
import { FoldingSection } from './FoldingSection';

/**
 * The bag's gift-with-purchase offers (docs/business-rules.md#gifts-with-purchase): each with
 * how many gifts are chosen of its maximum, why it does not apply yet when it does not, and a
 * button that opens its dialog (focus comes back to that button when the dialog closes).
 */
export function GiftOffers({ gifts }: { gifts: PricedBag['gifts'] }) {
  const t = useT();
  const [open, setOpen] = useState<{ id: number; title: string } | null>(null);
  if (!gifts.length) return null;
  return (
    <FoldingSection
      className="gift-offers"
      title={t('bagPage.gifts.title')}
      titleId="gift-offers-title"
    >
      <ul>
        {gifts.map((offer) => {
          const chosen = offer.chosen.reduce((sum, gift) => sum + gift.quantity, 0);
          return (
            <li key={offer.id} className={`gift-offer${offer.active ? '' : ' is-inactive'}`}>
              <p className="gift-offer-title">
                <strong>{offer.title}</strong>{' '}
                {offer.active
                  ? t('bagPage.gifts.chosen', { count: chosen, max: offer.maxChoices })
                  : t('bagPage.gifts.inactive')}
              </p>
              {!offer.active && offer.reasons.length ? (
                <ul className="promo-reasons">
                  {offer.reasons.map((reason) => (
                    <li key={reason.code}>{reason.message}</li>
                  ))}
                </ul>
              ) : null}
              <button
                type="button"
                className="button button-quiet"
                aria-haspopup="dialog"
                onClick={() =>
                  setOpen({
                    id: offer.id,
                    title: t('bagPage.gifts.dialogTitle', { title: offer.title }),
                  })
                }
              >
                {t(chosen ? 'bagPage.gifts.change' : 'bagPage.gifts.choose')}
                <span className="visually-hidden">
                  {t('common.namedAfter', { name: offer.title })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <GiftDialog offerId={open.id} title={open.title} onClose={() => setOpen(null)} />
      ) : null}
    </FoldingSection>
  );
}
