import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TokenAnswer } from '../../api/account-contract';
import { useRouter } from '../../app/router';
import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { safeReturnTo } from '../../lib/return-to';
import { rememberSignIn } from './account-queries';
import { useFocusWhenShown } from '../../components/use-form';

type BagNotice = NonNullable<TokenAnswer['bagNotices']>[number];

/**
 * Where a sign-in goes afterwards: `return_to` made safe (client/lib/return-to.ts), never back
 * to the sign-in page itself.
 */
export function afterSignInPath(returnTo: string | null | undefined): string {
  const to = safeReturnTo(returnTo);
  return /^\/sign_in(?:[/?#]|$)/.test(to) ? '/' : to;
}

/**
 * What a successful sign-in or sign-up does: the page's answers are refetched for the member
 * (the header then shows them signed in), and the client router goes to `returnTo`, in place of
 * the sign-in page in the history. When the guest bag of this browser did not fit whole into
 * the account's, the page says so first (`notices`), with the way on.
 */
export function useAfterSignIn(returnTo: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [notices, setNotices] = useState<BagNotice[] | null>(null);
  /**
   * `note`: what the next page says after its title (a sign-up's welcome); `to`: where to go
   * instead of `returnTo` (a confirmed sign-up goes where its sign-up was going).
   */
  const done = (answer: TokenAnswer, note?: string, to = returnTo) => {
    rememberSignIn(queryClient, answer);
    if (answer.bagNotices?.length) setNotices(answer.bagNotices);
    else router.navigate(to, { replace: true, note });
  };
  return { notices, done };
}

/** The bag lines that could not be kept whole, said after sign-in, with the way on. */
export function BagNotices(props: { notices: readonly BagNotice[]; returnTo: string }) {
  const t = useT();
  const heading = useFocusWhenShown<HTMLHeadingElement>(props.notices);
  return (
    <section className="bag-notices" aria-labelledby="bag-notices-title">
      <h2 id="bag-notices-title" tabIndex={-1} ref={heading}>
        {t('bagNotices.title')}
      </h2>
      <p>{t('bagNotices.body')}</p>
      <ul>
        {props.notices.map((notice, index) => (
          <li key={notice.variantId}>
            {t('bagNotices.line', { number: index + 1, kept: notice.kept, wanted: notice.wanted })}
          </li>
        ))}
      </ul>
      <p className="form-actions">
        <Link className="button" href={props.returnTo}>
          {t('bagNotices.continue')}
        </Link>
        <Link href="/cart">{t('bagNotices.viewBag')}</Link>
      </p>
    </section>
  );
}
