import { useEffect, useId, useRef, useState } from 'react';
import type { Layout } from '../../api/contract';
import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useUser } from './use-user';

/**
 * The account menu (spec §2): sign-in and sign-up for guests; account, orders, reviews, wish
 * list, points, beauty profile, dashboard and sign-out for members, whose button then says
 * "My account" (known after hydration: the server HTML is every visitor's). A disclosure button
 * that closes on Escape and on a click outside. Escape from inside the menu puts focus back on the
 * button: the link that had it is hidden, and focus would otherwise fall to <body>. A member's
 * menu opens with their points summary (spec §2): the tier and available points GET user
 * answered (the core's `nav` words: the header is on every page).
 */
export function AccountMenu({ items }: { items: Layout['accountMenu'] }) {
  const t = useT();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const member = user.data?.signedIn === true;
  const list = member ? items.member : items.guest;
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
        onClick={() => setOpen(!open)}
      >
        {member ? t('nav.myAccount') : t('nav.account')}
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
