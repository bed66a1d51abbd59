import { useState, type FormEvent } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { EmailField, FormMessage } from '../../components/fields';
import { useFocusWhenShown, useProblemFocus } from './form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';
import { isEmailAddress } from './validation';

/**
 * Asks for a reset link (spec §8): the API answers the same neutral words whether or not the
 * address has an account, and the page shows them in place of the form.
 */
export function ForgotPasswordForm() {
  const { t, api } = useSite();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { form, message } = useProblemFocus(problem);
  const done = useFocusWhenShown<HTMLDivElement>(answer);

  if (answer)
    return (
      <FormMessage id="forgot-answer" tone="done" text={answer} messageRef={done}>
        <p>
          <Link href="/sign_in">{t('forgot.backToSignIn')}</Link>
        </p>
      </FormMessage>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!isEmailAddress(email)) {
      setProblem({ fields: { email: t('fieldErrors.email') }, rules: [] });
      return;
    }
    setSending(true);
    try {
      const notice = await api.call('forgotPassword', { body: { email: email.trim() } });
      setAnswer(notice.message);
    } catch (error) {
      setProblem(formProblem(error, t, ['email']));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <FormMessage id="forgot-message" messageRef={message} text={problem.form} />
      <EmailField
        label={t('signIn.email')}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
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
