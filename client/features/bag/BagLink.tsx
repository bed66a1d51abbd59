import { lazy, Suspense, useState } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { loadMessages } from '../../lib/locale-loader';
import { useBagCount, useHydrated } from './use-bag';

// The mini-bag's code and words load on the first open (or when the pointer or focus comes to
// the button), never with the page: the header is on every page's first load.
const loadMiniBag = () => import('./MiniBag');
const MiniBag = lazy(loadMiniBag);

/**
 * The header's bag button with the number of items in the bag. The count is per visitor, so it
 * is fetched after hydration: the server HTML (and the first render) is a plain link to /cart,
 * which then becomes the button that opens the mini-bag dialog.
 */
export function BagLink() {
  const { t, language } = useSite();
  const count = useBagCount();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = count === undefined ? undefined : t('bag.linkLabel', { count });
  const badge = count ? (
    <span className="bag-count" aria-hidden="true" data-testid="bag-count">
      {count}
    </span>
  ) : null;
  if (!hydrated)
    return (
      <Link className="bag-link" href="/cart" aria-label={label}>
        {t('nav.bag')}
        {badge}
      </Link>
    );

  const prepare = () => Promise.all([loadMiniBag(), loadMessages(language, ['bag-page'])]);
  const warm = () => void prepare().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className="bag-link"
        aria-haspopup="dialog"
        aria-label={label}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() =>
          // The dialog shows once its code and words are here; if they cannot load, the bag page does.
          void prepare().then(
            () => setOpen(true),
            () => window.location.assign('/cart'),
          )
        }
      >
        {t('nav.bag')}
        {badge}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MiniBag onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
