import { useId } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import { useAnnounce } from '../../app/announcer';
import { useRouter } from '../../app/router';
import { useT } from '../../app/site-context';
import { CHECKOUT_HREF } from './secure-checkout';

/**
 * "Secure checkout": to the checkout, for guests and members alike. It stays shut
 * (aria-disabled, with the reason beside it) while a line has a blocking problem.
 */
export function CheckoutPanel({ bag }: { bag: PricedBag }) {
  const t = useT();
  const announce = useAnnounce();
  const router = useRouter();
  const noteId = useId();
  const blocked = bag.checkoutBlocked;

  const onClick = () => {
    if (blocked) return announce(t('bagPage.checkout.blocked'));
    router.navigate(CHECKOUT_HREF);
  };

  return (
    <div className="checkout-panel">
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
    </div>
  );
}
