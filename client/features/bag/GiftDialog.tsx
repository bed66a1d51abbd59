import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GiftOffer } from '../../api/bag-contract';
import { bagCalls, bagQueries } from '../../api/bag-queries';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { Modal } from '../../components/Modal';
import { refusalReasons } from './PromoCodes';
import { refusalMessage, useBagChange } from './use-bag-change';

type Counts = Record<number, number>;

/** The counters' total may not pass the offer's maximum. */
export function canAdd(counts: Counts, maxChoices: number): boolean {
  return Object.values(counts).reduce((sum, count) => sum + count, 0) < maxChoices;
}

function GiftCounters({ offer, onDone }: { offer: GiftOffer; onDone: () => void }) {
  const { t } = useSite();
  const announce = useAnnounce();
  const change = useBagChange();
  const [counts, setCounts] = useState<Counts>(() =>
    Object.fromEntries(offer.chosen.map((gift) => [gift.variantId, gift.quantity])),
  );
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const room = canAdd(counts, offer.maxChoices);

  const set = (variantId: number, count: number) => setCounts({ ...counts, [variantId]: count });
  const save = async () => {
    if (busy || !offer.active) return;
    setBusy(true);
    const gifts = Object.entries(counts)
      .filter(([, quantity]) => quantity > 0)
      .map(([variantId, quantity]) => ({ variantId: Number(variantId), quantity }));
    const result = await change({
      call: (shopper, key) => bagCalls.chooseGifts(shopper, key, offer.id, gifts),
      toast: false,
    });
    setBusy(false);
    if (result.ok) {
      announce(t('bagPage.gifts.saved', { count: total, title: offer.title }));
      return onDone();
    }
    const words = [
      refusalMessage(result.error, t('bagPage.changeFailed')),
      ...refusalReasons(result.error),
    ];
    setRefusal(words);
    announce(words.join(' '));
  };

  return (
    <>
      <p className="gift-total">
        {t('bagPage.gifts.counter', { count: total, max: offer.maxChoices })}
      </p>
      {!offer.active && offer.reasons.length ? (
        <ul className="promo-reasons">
          {offer.reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
      ) : null}
      <ul className="gift-list">
        {offer.gifts.map((gift) => {
          const count = counts[gift.variantId] ?? 0;
          const name = gift.product.name;
          const more = offer.active && gift.available && room;
          return (
            <li key={gift.variantId} className="gift-item">
              <img src={gift.product.image} alt="" width={48} height={60} />
              <span className="gift-name">
                <span className="bag-line-brand">{gift.product.brand}</span> {name}
                {gift.available ? null : (
                  <span className="sample-note"> {t('bagPage.gifts.unavailable')}</span>
                )}
              </span>
              <span className="gift-counter">
                <button
                  type="button"
                  className="stepper-button"
                  aria-label={t('bagPage.gifts.fewer', { name })}
                  aria-disabled={count <= 0 ? true : undefined}
                  onClick={() => count > 0 && set(gift.variantId, count - 1)}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <output aria-label={t('bagPage.gifts.count', { name })}>{count}</output>
                <button
                  type="button"
                  className="stepper-button"
                  aria-label={t('bagPage.gifts.more', { name })}
                  aria-disabled={more ? undefined : true}
                  onClick={() => more && set(gift.variantId, count + 1)}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {refusal ? (
        <div className="field-error promo-refusal">
          {refusal.map((words) => (
            <p key={words}>{words}</p>
          ))}
        </div>
      ) : null}
      <div className="modal-actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy || !offer.active ? true : undefined}
          onClick={() => void save()}
        >
          {busy ? t('bagPage.gifts.saving') : t('bagPage.gifts.save')}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          {t('bagPage.gifts.cancel')}
        </button>
      </div>
    </>
  );
}

/**
 * The free-gift dialog of one gift-with-purchase offer: a counter per gift from 0,
 * their total up to the offer's maximum (the plus buttons say no more once it is reached), and
 * the whole choice saved at once. An offer that does not apply yet shows why, and saves nothing.
 */
export function GiftDialog(props: { offerId: number; title: string; onClose: () => void }) {
  const site = useSite();
  const { t } = site;
  const offer = useQuery(bagQueries.giftOffer(site.api, site, props.offerId));
  return (
    <Modal title={props.title} onClose={props.onClose} className="gift-dialog">
      {offer.data ? (
        <GiftCounters offer={offer.data} onDone={props.onClose} />
      ) : offer.isError ? (
        <p>{refusalMessage(offer.error, t('bagPage.changeFailed'))}</p>
      ) : (
        <p className="loading">{t('common.loading')}</p>
      )}
    </Modal>
  );
}
