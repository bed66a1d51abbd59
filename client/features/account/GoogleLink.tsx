import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Account, TokenAnswer } from '../../api/account-contract';
import { useSite } from '../../app/site-context';
import { rememberSignIn } from './account-queries';
import { FormMessage } from '../../components/fields';
import { useFocusWhenShown } from '../../components/use-form';
import { GoogleSignIn } from './GoogleSignIn';

/**
 * The profile's Google row: linked or not, and for a member who has not linked, Google's
 * button, whose ID token POST auth/social links to this account (the member is signed in).
 * The answer is the account, linked: it replaces the account query's data, so the row turns
 * to "linked" at once, and a focused message says it worked. Without GOOGLE_CLIENT_ID a
 * member who has not linked sees no row: there would be no way to act on it.
 */
export function GoogleLink(props: { account: Account }) {
  const { t, googleClientId } = useSite();
  const queryClient = useQueryClient();
  const [linkedNow, setLinkedNow] = useState(false);
  const done = useFocusWhenShown<HTMLDivElement>(linkedNow);
  if (!props.account.googleLinked && !googleClientId) return null;

  const onLinked = (answer: TokenAnswer) => {
    rememberSignIn(queryClient, answer);
    setLinkedNow(answer.account.googleLinked);
  };

  return (
    <>
      <dt>{t('google.account')}</dt>
      <dd className="google-link">
        {linkedNow ? (
          <FormMessage
            id="google-linked"
            tone="done"
            messageRef={done}
            text={t('google.linkedNow')}
          />
        ) : null}
        {props.account.googleLinked ? (
          <p>{t('google.linked')}</p>
        ) : (
          <>
            <p>{t('google.notLinked')}</p>
            <GoogleSignIn text="continue_with" label={t('google.link')} onSignedIn={onLinked} />
          </>
        )}
      </dd>
    </>
  );
}
