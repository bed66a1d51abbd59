import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { afterSignInPath } from '../client/features/account/after-sign-in';
import { SignInForm } from '../client/features/account/SignInForm';
import { SignUpForm } from '../client/features/account/SignUpForm';
import type { PageModule } from './types';

const isSignUp = (search: string) => new URLSearchParams(search).get('mode') === 'sign-up';

/**
 * /sign_in (spec §2), and with `?mode=sign-up` the sign-up form. `return_to` is where either
 * goes afterwards (only a path on this site is honoured), and the link from one form to the
 * other keeps it.
 */
function SignIn() {
  const t = useT();
  const { search } = useRoute();
  const query = new URLSearchParams(search);
  const rawReturnTo = query.get('return_to');
  const returnTo = afterSignInPath(rawReturnTo);
  const keep = rawReturnTo ? `return_to=${encodeURIComponent(returnTo)}` : '';
  const signUpHref = `/sign_in?mode=sign-up${keep ? `&${keep}` : ''}`;
  const signInHref = `/sign_in${keep ? `?${keep}` : ''}`;
  const signUp = isSignUp(search);
  return (
    <PageFrame
      className="page-narrow"
      title={signUp ? t('signIn.signUpTitle') : t('signIn.title')}
      lead={signUp ? t('signIn.signUpLead') : t('signIn.lead')}
    >
      {signUp ? (
        <SignUpForm key="sign-up" returnTo={returnTo} signInHref={signInHref} />
      ) : (
        <SignInForm key="sign-in" returnTo={returnTo} signUpHref={signUpHref} />
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
