import { useState } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { afterSignInPath, BagNotices, useAfterSignIn } from './after-sign-in';
import { PasswordField } from './account-fields';
import { FormMessage } from '../../components/fields';
import { useForm } from '../../components/use-form';

/**
 * The page a sign-up's mailed link opens (`/users/confirmation?token=`): the password chosen at
 * sign-up makes the account and signs in (so a link that reached someone else makes nothing).
 * Then, as after any sign-up: a guest order of this browser is taken into the account, the
 * welcome is said, and the page goes where the sign-up was going. A link used, past its 24 hours
 * or its five tries: the API's words and the way to sign up again.
 */
export function ConfirmSignUpForm(props: { token: string }) {
  const { t, api } = useSite();
  const [goingTo, setGoingTo] = useState('/');
  const { values, input, problem, sending, submit, form, message } = useForm({
    initial: { password: '' },
    check: ({ password }): Record<string, string> =>
      password ? {} : { password: t('fieldErrors.password') },
    fields: ['password'],
    send: ({ password }) => api.call('confirmSignUp', { body: { token: props.token, password } }),
    done: async (answer) => {
      // The order comes along when its e-mail is the account's; if not, the account stands.
      if (answer.claim)
        await api
          .call('claimOrder', { params: { number: answer.claim }, body: {} })
          .catch(() => undefined);
      const to = afterSignInPath(answer.returnTo);
      setGoingTo(to);
      after.done(answer, t('signUp.welcome', { name: answer.account.firstName }), to);
    },
  });
  const after = useAfterSignIn(goingTo);

  if (after.notices) return <BagNotices notices={after.notices} returnTo={goingTo} />;

  const ended = problem.code === 'LINK_EXPIRED' || problem.code === 'EMAIL_UNAVAILABLE';
  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
      <FormMessage id="confirm-message" messageRef={message} text={problem.form}>
        {ended ? (
          <p>
            <Link href={problem.code === 'LINK_EXPIRED' ? '/sign_in?mode=sign-up' : '/sign_in'}>
              {problem.code === 'LINK_EXPIRED' ? t('confirm.signUpAgain') : t('signIn.toSignIn')}
            </Link>
          </p>
        ) : null}
      </FormMessage>
      <PasswordField
        label={t('confirm.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={input('password')}
        error={problem.fields.password}
      />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('confirm.submit')}
        </button>
      </p>
    </form>
  );
}
