import { useState } from 'react';
import { useRoute, useRouter } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { afterSignInPath } from '../client/features/account/after-sign-in';
import type { GoogleSignUp } from '../client/features/account/google-sign-in';
import { SignInForm } from '../client/features/account/SignInForm';
import { SignUpForm } from '../client/features/account/SignUpForm';
import type { PageModule } from './types';

const isSignUp = (search: string) => new URLSearchParams(search).get('mode') === 'sign-up';

/**
 * /sign_in, and with `?mode=sign-up` the sign-up form. `return_to` is where either
 * goes afterwards (only a path on this site is honoured), and the link from one form to the
 * other keeps it, as it keeps `claim` (the guest order a new account takes in).
 *
 * A Google account we do not know (from either form's Google button) goes to the sign-up form
 * with its names and e-mail: the page keeps them (and the ID token) in its state, never in the
 * URL, and the client router goes to the sign-up URL, so title, history and back are the
 * sign-up page's. (The page stays mounted across that navigation: same route, same component.)
 */
function SignIn() {
  const t = useT();
  const router = useRouter();
  const { search } = useRoute();
  const [google, setGoogle] = useState<GoogleSignUp | null>(null);
  const query = new URLSearchParams(search);
  const rawReturnTo = query.get('return_to');
  const returnTo = afterSignInPath(rawReturnTo);
  // A guest's order to take into the new account (the guest confirmation's "Create an account").
  // It is kept, like return_to, on the way to the other form and back: a shopper who goes to
  // sign in and whose Google account turns out to be new comes back to sign up with it.
  const claim = /^[A-Z]{2}[0-9]{9}$/.exec(query.get('claim') ?? '')?.[0];
  const keep = [
    claim && `claim=${claim}`,
    rawReturnTo && `return_to=${encodeURIComponent(returnTo)}`,
  ]
    .filter(Boolean)
    .join('&');
  const signUpHref = `/sign_in?mode=sign-up${keep ? `&${keep}` : ''}`;
  const signInHref = `/sign_in${keep ? `?${keep}` : ''}`;
  const signUp = isSignUp(search);
  const onGoogleNotLinked = (answer: GoogleSignUp) => {
    setGoogle(answer);
    if (!signUp) router.navigate(signUpHref);
  };
  return (
    <PageFrame
      className="page-narrow"
      title={signUp ? t('signIn.signUpTitle') : t('signIn.title')}
      lead={signUp ? t('signIn.signUpLead') : t('signIn.lead')}
    >
      {signUp ? (
        <SignUpForm
          // A new Google answer opens a new, prefilled form.
          key={google ? `sign-up-${google.idToken}` : 'sign-up'}
          returnTo={returnTo}
          signInHref={signInHref}
          google={google}
          {...(claim && { claim })}
          onGoogleNotLinked={onGoogleNotLinked}
        />
      ) : (
        <SignInForm
          key="sign-in"
          returnTo={returnTo}
          signUpHref={signUpHref}
          onGoogleNotLinked={onGoogleNotLinked}
        />
      )}
    </PageFrame>
  );
}

const signIn: PageModule = {
  load: async ({ t, search }) => ({
    title: isSignUp(search) ? t('signIn.signUpTitle') : t('signIn.title'),
  }),
  Page: SignIn,
};
export default signIn;
