import { useRoute } from '../client/app/router';
import { useT } from '../client/app/site-context';
import { Link } from '../client/components/Link';
import { PageFrame } from '../client/components/PageFrame';
import { ResetPasswordForm } from '../client/features/account/ResetPasswordForm';
import type { PageModule } from './types';

/**
 * /users/password/edit?token=…: choose a new password with the e-mailed link. Without a token
 * the page says where links come from and how to ask for one.
 */
function ResetPassword() {
  const t = useT();
  const { search } = useRoute();
  const token = new URLSearchParams(search).get('token');
  return (
    <PageFrame className="page-narrow" title={t('reset.title')} lead={t('reset.lead')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <p>{t('reset.noToken')}</p>
          <p>
            <Link href="/users/password/new">{t('reset.askAgain')}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}

const resetPassword: PageModule = {
  load: async ({ t }) => ({ title: t('reset.title') }),
  Page: ResetPassword,
};
export default resetPassword;
