import { useEffect, useId, useRef, useState } from 'react';
import type { Layout } from '../../api/contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useUser } from '../../app/use-user';

/**
 * The account menu: sign-in and sign-up for guests; account, orders, reviews, wish
 * list, points, beauty profile, dashboard and sign-out for members, whose button then says
 * "My account" (known after hydration: the server HTML is every visitor's). A disclosure button
 * that closes on Escape and on a click outside. Escape from inside the menu puts focus back on the
 * button: the link that had it is hidden, and focus would otherwise fall to <body>. A member's
 * menu opens with their points summary: the tier and available points GET user
 * answered (the core's `nav` words: the header is on every page).
 *
 * Until GET user answers (the server's HTML and the first moments after load) the visitor is
 * unknown, and the menu says nothing either way: a member is never shown the guest's "Account"
 * and its sign-in links. The label sits in one grid cell with invisible copies of both labels,
 * so the button keeps one width, empty or not, and nothing shifts when the visitor is known (on
 * a phone only the guest's copy: there is no room for more).
 */
export function AccountMenu({ items }: { items: Layout['accountMenu'] }) {
  const site = useSite();
  const { t } = site;
  const user = useUser();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Unknown until GET user answers; a failure or a preview counts as a guest.
  const unknown = !user.data && !user.isError && !site.preview;
  const member = user.data?.signedIn === true;
  const list = unknown ? [] : member ? items.member : items.guest;
  const tier = member ? user.data?.tier : null;
  const points = user.data?.points?.available;
  // GET user answers a member's points with their tier (worker/api/user.ts).
  const summary =
    !tier || points === undefined
      ? null
      : t(points === 1 ? 'nav.pointsSummaryOne' : 'nav.pointsSummary', {
          tier: t(`product.tiers.${tier}`),
          points,
        });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      setOpen(false);
    };
    const onClick = (event: MouseEvent) =>
      !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        // Unknown: no label shows, so the button is named here (said, not shown).
        aria-label={unknown ? t('nav.account') : undefined}
        onClick={() => setOpen(!open)}
      >
        {/* Sized by both labels (CSS draws them, unseen and unsaid, from its data-a and data-b). */}
        <span className="account-label" data-a={t('nav.account')} data-b={t('nav.myAccount')}>
          {unknown ? null : <span>{member ? t('nav.myAccount') : t('nav.account')}</span>}
        </span>
      </button>
      <ul id={id} hidden={!open}>
        {summary ? <li className="account-menu-summary">{summary}</li> : null}
        {list.map((item) => (
          <li key={item.id}>
            <Link href={item.href} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
