import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { safeReturnTo } from '../client/lib/return-to';
import type { PageModule } from './types';

/**
 * /sign_in (spec §2): `return_to` holds the encoded path to go back to after sign-in; only a
 * path on this site is honoured.
 */
function SignIn() {
  const t = useT();
  const { search } = useRoute();
  const query = new URLSearchParams(search);
  const returnTo = safeReturnTo(query.get('return_to'));
  const signUp = query.get('mode') === 'sign-up';
  return (
    <PageFrame title={signUp ? t('signIn.signUpTitle') : t('signIn.title')} lead={t('signIn.lead')}>
      <p>{t('signIn.returnsTo', { path: returnTo })}</p>
    </PageFrame>
  );
}

const signIn: PageModule = {
  load: async ({ t, search }) => ({
    title:
      new URLSearchParams(search).get('mode') === 'sign-up'
        ? t('signIn.signUpTitle')
        : t('signIn.title'),
  }),
  Page: SignIn,
};
export default signIn;
