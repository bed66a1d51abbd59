import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { formatDate } from '../../lib/format';
import { PHONE_EXAMPLE } from '../../lib/address-fields';
import { brokenPasswordRules, type PasswordRule } from '../../lib/password-rules';
import { oldEnoughToSignUp } from '../../lib/sign-up-rules';
import { siteToday } from '../../lib/sites';
import { BagNotices, useAfterSignIn } from './after-sign-in';
import { NameFields } from './account-fields';
import { CheckboxField, FormMessage, EmailField, TextField } from '../../components/fields';
import { useFocusWhenShown, useProblemFocus } from './form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';
import type { GoogleSignUp } from './google-sign-in';
import { GoogleSignIn } from './GoogleSignIn';
import { NewPasswordFields } from './NewPasswordFields';
import { birthDateOf, isEmailAddress, isMobileNumber } from './validation';

/** The fields the API may name in a refusal (spec §3 `data.field`), as this form names them. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'birthDate',
  'mobile',
  'consents.personalInformation',
  'consents.policy',
] as const;

/** After an e-mail sign-up: where the link went and what to do (focused: the form is gone). */
function CheckYourEmail(props: { email: string }) {
  const { t } = useSite();
  const heading = useFocusWhenShown<HTMLHeadingElement>(props.email);
  return (
    <section className="sign-up-sent" aria-labelledby="sign-up-sent-title">
      <h2 id="sign-up-sent-title" tabIndex={-1} ref={heading}>
        {t('signUp.checkTitle')}
      </h2>
      <p>{t('signUp.checkBody', { email: props.email })}</p>
      <p className="field-hint">{t('signUp.checkHint')}</p>
    </section>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The sign-up form (spec §5): name, e-mail, a password with its rules listed live, the date of
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
  const { t, api, country, locale } = useSite();
  const google = props.google ?? null;
  const [values, setValues] = useState({
    firstName: google?.firstName ?? '',
    lastName: google?.lastName ?? '',
    email: google?.email ?? '',
    password: '',
    passwordConfirmation: '',
    day: '',
    month: '',
    year: '',
    mobile: '',
  });
  const [consents, setConsents] = useState({
    personalInformation: false,
    policy: false,
    marketing: false,
  });
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [refusedPassword, setRefusedPassword] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  /** The address the confirmation was mailed to, once the API answered "check your e-mail". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, message } = useProblemFocus(problem);
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
  }, [api, claim]);
  const id = useId();
  const ids = {
    birth: `${id}-birth`,
    message: `${id}-message`,
    google: `${id}-google`,
  };
  const googleNotice = useFocusWhenShown<HTMLDivElement>(google);

  if (after.notices) return <BagNotices notices={after.notices} returnTo={props.returnTo} />;
  if (sentTo) return <CheckYourEmail email={sentTo} />;

  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  /** Every problem the form can see by itself, by field. */
  const check = (): FormProblem['fields'] => {
    const fields: FormProblem['fields'] = {};
    if (!values.firstName.trim()) fields.firstName = t('fieldErrors.firstName');
    if (!values.lastName.trim()) fields.lastName = t('fieldErrors.lastName');
    if (!isEmailAddress(values.email)) fields.email = t('fieldErrors.email');
    const broken = brokenPasswordRules({
      password: values.password,
      confirmation: values.passwordConfirmation,
      email: values.email,
    });
    if (broken.some((rule) => rule !== 'confirmation')) fields.password = t('auth.passwordRules');
    if (broken.includes('confirmation') || !values.passwordConfirmation)
      fields.passwordConfirmation = t('fieldErrors.confirmation');
    const birthDate = birthDateOf(values);
    const today = siteToday(country);
    if (!birthDate || birthDate > today) fields.birthDate = t('fieldErrors.birthDate');
    else if (!oldEnoughToSignUp(birthDate, today)) fields.birthDate = t('auth.tooYoung');
    if (values.mobile.trim() && !isMobileNumber(values.mobile))
      fields.mobile = t('fieldErrors.mobile', { example: PHONE_EXAMPLE[country] });
    if (!consents.personalInformation)
      fields['consents.personalInformation'] = t('fieldErrors.consent');
    if (!consents.policy) fields['consents.policy'] = t('fieldErrors.consent');
    return fields;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields = check();
    const birthDate = birthDateOf(values);
    if (Object.keys(fields).length || !birthDate) {
      setProblem({ fields, rules: [] });
      return;
    }
    setSending(true);
    try {
      const answer = await api.call('signUp', {
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          passwordConfirmation: values.passwordConfirmation,
          birthDate,
          ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
          consents: { personalInformation: true, policy: true, marketing: consents.marketing },
          ...(google ? { googleIdToken: google.idToken } : {}),
          returnTo: props.returnTo,
          ...(props.claim ? { claim: props.claim } : {}),
        },
      });
      setProblem(NO_PROBLEM);
      // By e-mail and password: the same "check your e-mail" for every address (README
      // "Accounts and sessions"); the mailed link finishes the account (ConfirmSignUpForm).
      if (!answer.signedIn) {
        setSentTo(values.email.trim());
        return;
      }
      // The order comes along when its e-mail is the account's; if not, the sign-up stands.
      if (props.claim)
        await api
          .call('claimOrder', { params: { number: props.claim }, body: {} })
          .catch(() => undefined);
      after.done(answer, t('signUp.welcome', { name: answer.account.firstName }));
    } catch (error) {
      const refused = formProblem(error, t, FIELDS);
      if (refused.rules.length) setRefusedPassword(values.password);
      setProblem(refused);
    } finally {
      setSending(false);
    }
  };

  const birthError = problem.fields.birthDate;
  const rules: readonly PasswordRule[] = problem.rules;
  return (
    <>
      <form ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
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
        <NameFields values={values} set={set} errors={problem.fields} />
        <EmailField
          label={t('signUp.email')}
          required
          value={values.email}
          onChange={set('email')}
          error={problem.fields.email}
        />
        <NewPasswordFields
          labels={{ password: t('signUp.password'), confirmation: t('signUp.confirmation') }}
          values={{ password: values.password, confirmation: values.passwordConfirmation }}
          onPassword={set('password')}
          onConfirmation={set('passwordConfirmation')}
          errors={problem.fields}
          email={values.email}
          refused={rules}
          refusedPassword={refusedPassword}
        />
        {/* The error is each input's own description, so it is heard on whichever part has focus. */}
        <fieldset
          className={`field-date${birthError ? ' has-error' : ''}`}
          aria-describedby={`${ids.birth}-hint`}
        >
          <legend>{t('signUp.birthDate')}</legend>
          <p id={`${ids.birth}-hint`} className="field-hint">
            {t('signUp.birthDateHint')}
          </p>
          {birthError ? (
            <p id={`${ids.birth}-error`} className="field-error">
              {birthError}
            </p>
          ) : null}
          <div className="date-parts">
            <div>
              <label htmlFor={`${ids.birth}-day`}>{t('signUp.day')}</label>
              <input
                id={`${ids.birth}-day`}
                name="birthDay"
                inputMode="numeric"
                autoComplete="bday-day"
                maxLength={2}
                size={3}
                required
                aria-invalid={birthError ? true : undefined}
                aria-describedby={birthError ? `${ids.birth}-error` : undefined}
                value={values.day}
                onChange={set('day')}
              />
            </div>
            <div>
              <label htmlFor={`${ids.birth}-month`}>{t('signUp.month')}</label>
              <select
                id={`${ids.birth}-month`}
                name="birthMonth"
                autoComplete="bday-month"
                required
                aria-invalid={birthError ? true : undefined}
                aria-describedby={birthError ? `${ids.birth}-error` : undefined}
                value={values.month}
                onChange={set('month')}
              >
                <option value="">{t('signUp.chooseMonth')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {formatDate(Date.UTC(2000, month - 1, 1), locale, {
                      month: 'long',
                      timeZone: 'UTC',
                    })}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${ids.birth}-year`}>{t('signUp.year')}</label>
              <input
                id={`${ids.birth}-year`}
                name="birthYear"
                inputMode="numeric"
                autoComplete="bday-year"
                maxLength={4}
                size={5}
                required
                aria-invalid={birthError ? true : undefined}
                aria-describedby={birthError ? `${ids.birth}-error` : undefined}
                value={values.year}
                onChange={set('year')}
              />
            </div>
          </div>
        </fieldset>
        <TextField
          label={t('signUp.mobile')}
          name="mobile"
          type="tel"
          autoComplete="tel"
          hint={t('signUp.mobileHint', { example: PHONE_EXAMPLE[country] })}
          maxLength={20}
          value={values.mobile}
          onChange={set('mobile')}
          error={problem.fields.mobile}
        />
        <fieldset className="field-consents">
          <legend>{t('signUp.consents')}</legend>
          {/* In a new tab: following them must not lose what the shopper typed here. */}
          <p className="field-hint">
            <a href="/pages/privacy-policy" target="_blank" rel="noopener">
              {t('footer.privacy')}
            </a>
            {' · '}
            <a href="/pages/terms?section=legal-terms" target="_blank" rel="noopener">
              {t('footer.terms')}
            </a>
          </p>
          <CheckboxField
            name="personalInformation"
            label={t('signUp.consentPersonal')}
            required
            checked={consents.personalInformation}
            onChange={(checked) => setConsents((c) => ({ ...c, personalInformation: checked }))}
            error={problem.fields['consents.personalInformation']}
          />
          <CheckboxField
            name="policy"
            label={t('signUp.consentPolicy')}
            required
            checked={consents.policy}
            onChange={(checked) => setConsents((c) => ({ ...c, policy: checked }))}
            error={problem.fields['consents.policy']}
          />
          <CheckboxField
            name="marketing"
            label={t('signUp.consentMarketing')}
            checked={consents.marketing}
            onChange={(checked) => setConsents((c) => ({ ...c, marketing: checked }))}
          />
        </fieldset>
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
