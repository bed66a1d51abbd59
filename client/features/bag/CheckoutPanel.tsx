import { useEffect, useId, useRef, useState } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import { useAnnounce } from '../../app/announcer';
import { useRoute, useRouter } from '../../app/router';
import { useT } from '../../app/site-context';
import { useUser } from '../account/use-user';
import { CHECKOUT_HASH, GUEST_CHECKOUT_HREF } from './secure-checkout';

/** What a member is shown at "Secure checkout" until online checkout exists: the order, truthfully. */
function OrderSummary({ bag, money }: { bag: PricedBag; money: (minor: number) => string }) {
  const t = useT();
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" tabIndex={-1}>
        {t('bagPage.checkout.summaryTitle')}
      </h3>
      <ul>
        {bag.lines.map((line) => (
          <li key={line.id}>
            <span>
              {t('bagPage.checkout.summaryLine', {
                name: line.product.name,
                quantity: line.quantity,
              })}
            </span>
            <span>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="cost-total">
        {t('bagPage.summary.total')}: {money(bag.totals.total)}
      </p>
      <p>{t('bagPage.checkout.coming')}</p>
    </section>
  );
}

/**
 * "Secure checkout" (spec §2). It stays shut (aria-disabled, with the reason beside it) while a
 * line has a blocking problem. A guest goes to sign in and back to the bag; a member sees the
 * order summary, and that online checkout is not open yet (the checkout issue opens it).
 */
export function CheckoutPanel({
  bag,
  money,
}: {
  bag: PricedBag;
  money: (minor: number) => string;
}) {
  const t = useT();
  const announce = useAnnounce();
  const router = useRouter();
  const { hash } = useRoute();
  const member = useUser().data?.signedIn === true;
  const noteId = useId();
  const [opened, setOpened] = useState(false);
  const fromLink = hash.replace(/^#/, '') === CHECKOUT_HASH;
  const showSummary = member && (opened || fromLink);
  const blocked = bag.checkoutBlocked;
  // Arriving from the mini-bag's "Secure checkout" (/cart#checkout): the summary appears once the
  // bag and the member are known, after the page took focus; focus goes to it then, once.
  const focusedFromLink = useRef(false);
  useEffect(() => {
    if (!fromLink || !showSummary || focusedFromLink.current) return;
    focusedFromLink.current = true;
    document.getElementById('order-summary-title')?.focus();
  }, [fromLink, showSummary]);

  const onClick = () => {
    if (blocked) return announce(t('bagPage.checkout.blocked'));
    if (!member) return router.navigate(GUEST_CHECKOUT_HREF);
    setOpened(true);
    // After the summary renders: focus its heading, so the shopper lands on what appeared.
    requestAnimationFrame(() => document.getElementById('order-summary-title')?.focus());
  };

  return (
    <div id={CHECKOUT_HASH} className="checkout-panel">
      {blocked ? (
        <p id={noteId} className="checkout-blocked">
          {t('bagPage.checkout.blocked')}
        </p>
      ) : null}
      <button
        type="button"
        className="button checkout-button"
        aria-disabled={blocked ? true : undefined}
        aria-describedby={blocked ? noteId : undefined}
        onClick={onClick}
      >
        {t('bagPage.checkout.button')}
      </button>
      {showSummary ? <OrderSummary bag={bag} money={money} /> : null}
    </div>
  );
}
