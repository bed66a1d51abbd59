import { useQuery } from '@tanstack/react-query';
import { bagQueries } from '../../api/bag-queries';
import { useAnnounce } from '../../app/announcer';
import { useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { SITES } from '../../lib/sites';
import { useBagSync } from './bag-sync';
import { LineProduct } from './BagLineItem';
import { Modal } from '../../components/Modal';
import { CHECKOUT_HREF } from './secure-checkout';
import { useMoney } from './use-money';

/**
 * The mini-bag, opened from the header's bag button: the lines with their image,
 * brand, name, shade and size, quantity and amount (a Beauty Pass reward: "Beauty Pass reward ·
 * N points" in their place); the subtotal; "View bag" and "Secure
 * checkout" (shut while a line blocks checkout); or the empty state. A modal dialog: focus stays
 * in it, Escape closes it and focus returns to the bag button. Loaded on the first open only, so
 * the header's first load stays small (./BagLink.tsx).
 */
export default function MiniBag({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const { t } = site;
  const router = useRouter();
  const announce = useAnnounce();
  useBagSync();
  const mini = useQuery(bagQueries.miniBag(site.api, site));
  const money = useMoney(mini.data?.currency ?? SITES[site.country].currency);
  const bag = mini.data;

  const checkout = () => {
    if (bag?.checkoutBlocked) return announce(t('bagPage.checkout.blocked'));
    onClose();
    router.navigate(CHECKOUT_HREF);
  };

  return (
    <Modal title={t('bagPage.mini.title')} onClose={onClose} className="mini-bag">
      {bag === undefined ? (
        <p className="loading">{mini.isError ? t('bagPage.loadFailed') : t('common.loading')}</p>
      ) : bag.lines.length === 0 ? (
        <div className="empty-state">
          <p>{t('bag.empty')}</p>
          <div className="modal-actions">
            <Link className="button" href="/" onClick={onClose}>
              {t('bag.continue')}
            </Link>
            {/* The bag page offers the sets the site sells, even to an empty bag. */}
            <Link className="button button-quiet" href="/cart" onClick={onClose}>
              {t('bagPage.mini.viewBag')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul className="mini-bag-lines">
            {bag.lines.map((line) => (
              <li key={line.id} className="bag-line">
                <LineProduct product={line.product} headingLevel={3} onNavigate={onClose} />
                {line.kind === 'reward' ? (
                  // A reward costs points, not money.
                  <p className="mini-bag-line-figures">
                    <span>{t('bagPage.line.reward', { points: line.points ?? 0 })}</span>
                  </p>
                ) : (
                  <p className="mini-bag-line-figures">
                    <span>{t('bagPage.line.quantity', { quantity: line.quantity })}</span>
                    <strong>{money(line.amount)}</strong>
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mini-bag-subtotal">
            <span>{t('bagPage.summary.subtotal')}</span> <strong>{money(bag.subtotal)}</strong>
          </p>
          {bag.checkoutBlocked ? (
            <p className="checkout-blocked" id="mini-bag-blocked">
              {t('bagPage.checkout.blocked')}
            </p>
          ) : null}
          <div className="modal-actions">
            <Link className="button button-quiet" href="/cart" onClick={onClose}>
              {t('bagPage.mini.viewBag')}
            </Link>
            <button
              type="button"
              className="button"
              aria-disabled={bag.checkoutBlocked ? true : undefined}
              aria-describedby={bag.checkoutBlocked ? 'mini-bag-blocked' : undefined}
              onClick={checkout}
            >
              {t('bagPage.checkout.button')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
