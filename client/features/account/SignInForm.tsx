import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useForm, type FieldErrors } from '../../components/use-form';
import { BagNotices, useAfterSignIn } from './after-sign-in';
import { PasswordField } from './account-fields';
import { EmailField, FormMessage } from '../../components/fields';
import type { GoogleSignUp } from './google-sign-in';
import { GoogleSignIn } from './GoogleSignIn';
import { isEmailAddress } from './validation';

/**
 * The sign-in form: e-mail and password, sent as a password grant; the session comes
 * back in httpOnly cookies. A refusal without a field ("Authentication failed", a blocked
 * attempt with its reference ID) is the form's message, and marks both fields invalid, tied to
 * it, since it does not say which one was wrong. Below it, Google's button (when configured):
 * a known Google account signs in the same way; an unknown one goes to `onGoogleNotLinked`.
 */
export function SignInForm(props: {
  returnTo: string;
  signUpHref: string;
  onGoogleNotLinked?: (signUp: GoogleSignUp) => void;
}) {
  const { t, api } = useSite();
  const { values, input, problem, sending, submit, form, message } = useForm({
    initial: { email: '', password: '' },
    check: ({ email, password }) => {
      const fields: FieldErrors = {};
      if (!isEmailAddress(email)) fields.email = t('fieldErrors.email');
      if (password === '') fields.password = t('fieldErrors.password');
      return fields;
    },
    fields: ['email', 'password'],
    send: ({ email, password }) =>
      api.call('token', { body: { grant_type: 'password', email: email.trim(), password } }),
    done: (answer) => after.done(answer),
  });
  const after = useAfterSignIn(props.returnTo);
  const messageId = 'sign-in-message';

  if (after.notices) return <BagNotices notices={after.notices} returnTo={props.returnTo} />;

  const formWide = Boolean(problem.form);
  return (
    <>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
        <FormMessage
          id={messageId}
          messageRef={message}
          text={problem.form}
          reference={problem.reference}
        />
        <EmailField
          label={t('signIn.email')}
          required
          value={values.email}
          onChange={input('email')}
          error={problem.fields.email}
          invalid={formWide}
          describedBy={formWide ? messageId : undefined}
        />
        <PasswordField
          label={t('signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={input('password')}
          error={problem.fields.password}
          invalid={formWide}
          describedBy={formWide ? messageId : undefined}
        />
        <p>
          <Link href="/users/password/new">{t('signIn.forgot')}</Link>
        </p>
        <p className="form-actions">
          <button type="submit" className="button">
            {t('signIn.submit')}
          </button>
        </p>
        <p>
          {t('signIn.newHere')} <Link href={props.signUpHref}>{t('signIn.toSignUp')}</Link>
        </p>
      </form>
      <GoogleSignIn
        text="signin_with"
        label={t('google.signIn')}
        onSignedIn={after.done}
        {...(props.onGoogleNotLinked && { onNotLinked: props.onGoogleNotLinked })}
      />
    </>
  );
}
