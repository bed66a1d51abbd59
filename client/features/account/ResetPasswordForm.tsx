import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { FormMessage } from '../../components/fields';
import { useForm } from '../../components/use-form';
import { useFocusWhenShown } from '../../components/use-form';
import { newPasswordProblems } from './new-password-check';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * A new password from the e-mailed link (`?token=`): the password and its confirmation with the
 * rules listed live (the e-mail is not known here, so "not your e-mail" is the API's to check).
 * Done: the API's words and the way to sign in. A link used or older than an hour: the API's
 * words and the way to ask for another.
 */
export function ResetPasswordForm(props: { token: string }) {
  const { t, api } = useSite();
  const { values, input, problem, sending, sent, refused, submit, form, message } = useForm({
    initial: { password: '', passwordConfirmation: '' },
    // The e-mail is not known here: "not your e-mail" is the API's to check.
    check: (values) => newPasswordProblems({ ...values, email: '' }, t),
    fields: ['password', 'passwordConfirmation'],
    send: ({ password, passwordConfirmation }) =>
      api.call('resetPassword', { body: { token: props.token, password, passwordConfirmation } }),
  });
  const answer = sent?.result.message ?? null;
  const done = useFocusWhenShown<HTMLDivElement>(answer);

  if (answer)
    return (
      <FormMessage id="reset-answer" tone="done" text={answer} messageRef={done}>
        <p>
          <Link className="button" href="/sign_in">
            {t('reset.signIn')}
          </Link>
        </p>
      </FormMessage>
    );

  const expired = problem.code === 'LINK_EXPIRED';
  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
      <FormMessage id="reset-message" messageRef={message} text={problem.form}>
        {expired ? (
          <p>
            <Link href="/users/password/new">{t('reset.askAgain')}</Link>
          </p>
        ) : null}
      </FormMessage>
      <NewPasswordFields
        labels={{ password: t('reset.password'), confirmation: t('reset.confirmation') }}
        values={{ password: values.password, confirmation: values.passwordConfirmation }}
        onPassword={input('password')}
        onConfirmation={input('passwordConfirmation')}
        errors={problem.fields}
        email={undefined}
        refused={problem.rules}
        refusedPassword={refused?.password}
      />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('reset.submit')}
        </button>
      </p>
    </form>
  );
}
