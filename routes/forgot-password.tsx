import { useT } from '../client/app/site-context';
import { PageFrame } from '../client/components/PageFrame';
import { ForgotPasswordForm } from '../client/features/account/ForgotPasswordForm';
import type { PageModule } from './types';

/** /users/password/new: ask for a link to choose a new password. */
function ForgotPassword() {
  const t = useT();
  return (
    <PageFrame className="page-narrow" title={t('forgot.title')} lead={t('forgot.lead')}>
      <ForgotPasswordForm />
    </PageFrame>
  );
}

const forgotPassword: PageModule = {
  load: async ({ t }) => ({ title: t('forgot.title') }),
  Page: ForgotPassword,
};
export default forgotPassword;
