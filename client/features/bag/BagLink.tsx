import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useBagCount } from './use-bag';

/**
 * The header's bag link with the number of items in the bag. The count is per visitor, so it
 * is fetched after hydration: the server HTML (and the first render) shows the plain link.
 */
export function BagLink() {
  const t = useT();
  const count = useBagCount();
  return (
    <Link
      className="bag-link"
      href="/cart"
      aria-label={count === undefined ? undefined : t('bag.linkLabel', { count })}
    >
      {t('nav.bag')}
      {count ? (
        <span className="bag-count" aria-hidden="true" data-testid="bag-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
