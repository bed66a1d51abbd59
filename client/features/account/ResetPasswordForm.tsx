import { useState, type FormEvent } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { brokenPasswordRules } from '../../lib/password-rules';
import { FormMessage } from '../../components/fields';
import { useFocusWhenShown, useProblemFocus } from './form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * A new password from the e-mailed link (`?token=`): the password and its confirmation with the
 * rules listed live (the e-mail is not known here, so "not your e-mail" is the API's to check).
 * Done: the API's words and the way to sign in. A link used or older than an hour: the API's
 * words and the way to ask for another.
 */
export function ResetPasswordForm(props: { token: string }) {
  const { t, api } = useSite();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [refusedPassword, setRefusedPassword] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { form, message } = useProblemFocus(problem);
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const broken = brokenPasswordRules({ password, confirmation, email: '' });
    const fields: FormProblem['fields'] = {};
    if (broken.some((rule) => rule !== 'confirmation')) fields.password = t('auth.passwordRules');
    if (broken.includes('confirmation') || !confirmation)
      fields.passwordConfirmation = t('fieldErrors.confirmation');
    if (fields.password || fields.passwordConfirmation) {
      setProblem({ fields, rules: [] });
      return;
    }
    setSending(true);
    try {
      const notice = await api.call('resetPassword', {
        body: { token: props.token, password, passwordConfirmation: confirmation },
      });
      setAnswer(notice.message);
    } catch (error) {
      const refused = formProblem(error, t, ['password', 'passwordConfirmation']);
      if (refused.rules.length) setRefusedPassword(password);
      setProblem(refused);
    } finally {
      setSending(false);
    }
  };

  const expired = problem.code === 'LINK_EXPIRED';
  return (
    <form ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <FormMessage id="reset-message" messageRef={message} text={problem.form}>
        {expired ? (
          <p>
            <Link href="/users/password/new">{t('reset.askAgain')}</Link>
          </p>
        ) : null}
      </FormMessage>
      <NewPasswordFields
        labels={{ password: t('reset.password'), confirmation: t('reset.confirmation') }}
        values={{ password, confirmation }}
        onPassword={(event) => setPassword(event.target.value)}
        onConfirmation={(event) => setConfirmation(event.target.value)}
        errors={problem.fields}
        email={undefined}
        refused={problem.rules}
        refusedPassword={refusedPassword}
      />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('reset.submit')}
        </button>
      </p>
    </form>
  );
}
