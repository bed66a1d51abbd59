import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import { ConfirmSignUpForm } from '../client/features/account/ConfirmSignUpForm';
import type { PageModule } from './types';

/**
 * /users/confirmation?token=…: finish a sign-up with the e-mailed link (Devise's confirmable
 * path). Without a token the page says where links come from and how to sign up again.
 */
function ConfirmSignUp() {
  const t = useT();
  const { search } = useRoute();
  const token = new URLSearchParams(search).get('token');
  return (
    <PageFrame className="page-narrow" title={t('confirm.title')} lead={t('confirm.lead')}>
      {token ? (
        <ConfirmSignUpForm token={token} />
      ) : (
        <>
          <p>{t('confirm.noToken')}</p>
          <p>
            <Link href="/sign_in?mode=sign-up">{t('confirm.signUpAgain')}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}

const confirmSignUp: PageModule = {
  load: async ({ t }) => ({ title: t('confirm.title') }),
  Page: ConfirmSignUp,
};
export default confirmSignUp;
