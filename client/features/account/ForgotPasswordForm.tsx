import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { EmailField, FormMessage } from '../../components/fields';
import { useForm } from '../../components/use-form';
import { useFocusWhenShown } from '../../components/use-form';
import { isEmailAddress } from './validation';

/**
 * Asks for a reset link (docs/accounts.md): the API answers the same neutral words whether or not
 * the address has an account, and the page shows them in place of the form.
 */
export function ForgotPasswordForm() {
  const { t, api } = useSite();
  const { values, input, problem, sending, sent, submit, form, message } = useForm({
    initial: { email: '' },
    check: ({ email }): Record<string, string> =>
      isEmailAddress(email) ? {} : { email: t('fieldErrors.email') },
    fields: ['email'],
    send: ({ email }) => api.call('forgotPassword', { body: { email: email.trim() } }),
  });
  const answer = sent?.result.message ?? null;
  const done = useFocusWhenShown<HTMLDivElement>(answer);

  if (answer)
    return (
      <FormMessage id="forgot-answer" tone="done" text={answer} messageRef={done}>
        <p>
          <Link href="/sign_in">{t('forgot.backToSignIn')}</Link>
        </p>
      </FormMessage>
    );

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
      <FormMessage id="forgot-message" messageRef={message} text={problem.form} />
      <EmailField
        label={t('signIn.email')}
        required
        value={values.email}
        onChange={input('email')}
        error={problem.fields.email}
      />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('forgot.submit')}
        </button>
      </p>
      <p>
        <Link href="/sign_in">{t('forgot.backToSignIn')}</Link>
      </p>
    </form>
  );
}
