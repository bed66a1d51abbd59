import { useEffect, useId } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { PHONE_EXAMPLE } from '../../lib/address-fields';
import { siteToday } from '../../lib/sites';
import { BagNotices, useAfterSignIn } from './after-sign-in';
import { NameFields } from './account-fields';
import { FormMessage, EmailField, TextField } from '../../components/fields';
import { useForm } from '../../components/use-form';
import { BirthDateFields } from './BirthDateFields';
import { CheckYourEmail } from './CheckYourEmail';
import { ConsentFields } from './ConsentFields';
import { useFocusWhenShown } from '../../components/use-form';
import type { GoogleSignUp } from './google-sign-in';
import { GoogleSignIn } from './GoogleSignIn';
import { NewPasswordFields } from './NewPasswordFields';
import { SIGN_UP_FIELDS, signUpBody, signUpProblems } from './sign-up-check';

/**
 * The sign-up form: name, e-mail, a password with its rules listed live, the date of
 * birth (day, month, year: a Buddhist-era year is taken too), an optional mobile number, the two
 * consents the membership needs and the optional marketing one. Every problem is found before
 * sending (and again by the API, whose refusals are shown by the field they name; the password
 * rules it refused are marked on the list).
 *
 * Sent by e-mail and password, the API answers "check your e-mail" whoever owns the address, and
 * the form gives way to that (the account is made from the mailed link: ConfirmSignUpForm).
 *
 * After Google answered with an account we do not know (`google`), the form opens prefilled
 * with its names and e-mail under the API's "not yet linked, please register" (focused), and
 * the sign-up carries the ID token, which links the Google account to the new one.
 */
export function SignUpForm(props: {
  returnTo: string;
  signInHref: string;
  google?: GoogleSignUp | null;
  onGoogleNotLinked?: (signUp: GoogleSignUp) => void;
  /** A guest order of this browser to take into the account (worker/orders/claim-order.ts). */
  claim?: string;
}) {
  const { t, api, country } = useSite();
  const google = props.google ?? null;
  const { values, setValues, set, input, problem, sending, sent, refused, submit, form, message } =
    useForm({
      initial: {
        firstName: google?.firstName ?? '',
        lastName: google?.lastName ?? '',
        email: google?.email ?? '',
        password: '',
        passwordConfirmation: '',
        day: '',
        month: '',
        year: '',
        mobile: '',
        personalInformation: false,
        policy: false,
        marketing: false,
      },
      check: (values) => signUpProblems(values, { t, country, today: siteToday(country) }),
      fields: SIGN_UP_FIELDS,
      send: (values) =>
        api.call('signUp', {
          body: signUpBody(values, {
            returnTo: props.returnTo,
            googleIdToken: google?.idToken,
            claim: props.claim,
          }),
        }),
      done: async (answer) => {
        // By e-mail and password: the same "check your e-mail" for every address (README
        // "Accounts and sessions"); the mailed link finishes the account (ConfirmSignUpForm).
        if (!answer.signedIn) return;
        // The order comes along when its e-mail is the account's; if not, the sign-up stands.
        if (props.claim)
          await api
            .call('claimOrder', { params: { number: props.claim }, body: {} })
            .catch(() => undefined);
        after.done(answer, t('signUp.welcome', { name: answer.account.firstName }));
      },
    });
  const after = useAfterSignIn(props.returnTo);
  // Claiming an order: its e-mail prefilled (read from the order this browser may see).
  const claim = props.claim;
  useEffect(() => {
    if (!claim) return;
    api
      .call('order', { params: { number: claim } })
      .then((answer) =>
        setValues((before) =>
          before.email ? before : { ...before, email: answer.order.recipient.email },
        ),
      )
      .catch(() => undefined);
  }, [api, claim, setValues]);
  const id = useId();
  const ids = { message: `${id}-message`, google: `${id}-google` };
  const googleNotice = useFocusWhenShown<HTMLDivElement>(google);

  if (after.notices) return <BagNotices notices={after.notices} returnTo={props.returnTo} />;
  // The address the confirmation was mailed to, once the API answered "check your e-mail".
  if (sent && !sent.result.signedIn) return <CheckYourEmail email={values.email.trim()} />;

  return (
    <>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
        {/* Not a refusal: the way on after Google, so it is not styled or announced as an error. */}
        {google ? (
          <FormMessage
            id={ids.google}
            tone="done"
            messageRef={googleNotice}
            text={google.message}
          />
        ) : null}
        <FormMessage id={ids.message} messageRef={message} text={problem.form} />
        <NameFields values={values} set={input} errors={problem.fields} />
        <EmailField
          label={t('signUp.email')}
          required
          value={values.email}
          onChange={input('email')}
          error={problem.fields.email}
        />
        <NewPasswordFields
          labels={{ password: t('signUp.password'), confirmation: t('signUp.confirmation') }}
          values={{ password: values.password, confirmation: values.passwordConfirmation }}
          onPassword={input('password')}
          onConfirmation={input('passwordConfirmation')}
          errors={problem.fields}
          email={values.email}
          refused={problem.rules}
          refusedPassword={refused?.password}
        />
        <BirthDateFields values={values} onChange={input} error={problem.fields.birthDate} />
        <TextField
          label={t('signUp.mobile')}
          name="mobile"
          type="tel"
          autoComplete="tel"
          hint={t('signUp.mobileHint', { example: PHONE_EXAMPLE[country] })}
          maxLength={20}
          value={values.mobile}
          onChange={input('mobile')}
          error={problem.fields.mobile}
        />
        <ConsentFields values={values} set={set} errors={problem.fields} />
        <p className="form-actions">
          <button type="submit" className="button">
            {t('signUp.submit')}
          </button>
        </p>
        <p>
          {t('signIn.haveAccount')} <Link href={props.signInHref}>{t('signIn.toSignIn')}</Link>
        </p>
      </form>
      {google ? null : (
        <GoogleSignIn
          text="signup_with"
          label={t('google.signUp')}
          onSignedIn={after.done}
          {...(props.onGoogleNotLinked && { onNotLinked: props.onGoogleNotLinked })}
        />
      )}
    </>
  );
}
