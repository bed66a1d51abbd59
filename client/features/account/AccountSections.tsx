import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AccountDetail } from '../../api/beauty-pass-contract';
import { useRoute } from '../../app/router';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import type { MessageKey } from '../../lib/i18n';
import { siteUrl } from '../../lib/site-url';
import { accountQuery, isSignedOut, rememberSignIn } from './account-queries';
import { PasswordField } from './account-fields';
import { FormMessage } from '../../components/fields';
import { useProblemFocus } from './form-focus';
import { useFocusWhenShown } from '../../components/use-form';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';
import { newPasswordProblems } from './new-password-check';
import { NewPasswordFields } from './NewPasswordFields';
import { BeautyProfileForm } from './BeautyProfileForm';
import { ProfileForm } from './ProfileForm';
import { useAnnounce } from '../../app/announcer';

/** The account's sections in the order its menu lists them: path segment and title. */
export const ACCOUNT_SECTIONS: readonly { section: string; title: MessageKey }[] = [
  { section: '', title: 'account.overview' },
  { section: 'profile', title: 'account.profile' },
  { section: 'addresses', title: 'addresses.title' },
  { section: 'password', title: 'account.password' },
  { section: 'orders', title: 'nav.orders' },
  { section: 'bookings', title: 'account.bookings' },
  { section: 'reviews', title: 'nav.reviews' },
  { section: 'wishlist', title: 'nav.wishlist' },
  { section: 'points', title: 'nav.points' },
  { section: 'beauty-profile', title: 'nav.beautyProfile' },
  { section: 'dashboard', title: 'nav.dashboard' },
  { section: 'sign-out', title: 'nav.signOut' },
];

const sectionPath = (section: string) => (section ? `/account/${section}` : '/account');

/** The account's own menu, the current section marked. */
export function AccountNav(props: { current: string }) {
  const { t } = useSite();
  return (
    <nav className="account-nav" aria-label={t('account.sectionsLabel')}>
      <ul>
        {ACCOUNT_SECTIONS.map(({ section, title }) => (
          <li key={section}>
            <Link
              href={sectionPath(section)}
              aria-current={section === props.current ? 'page' : undefined}
            >
              {t(title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The member's account for a section that shows it: its content once GET account answered
 * (the server render has it), a sign-in link when the sign-in has ended meanwhile.
 */
export function WithAccount(props: { children: (account: AccountDetail) => ReactNode }) {
  const { t, api } = useSite();
  const { path } = useRoute();
  const query = useQuery(accountQuery(api));
  if (query.data) return <>{props.children(query.data)}</>;
  if (query.isError)
    return (
      <div className="empty-state">
        <p>{isSignedOut(query.error) ? t('errors.sessionExpired') : t('account.loadFailed')}</p>
        {isSignedOut(query.error) ? (
          <Link className="button" href={`/sign_in?return_to=${encodeURIComponent(path)}`}>
            {t('account.signInAgain')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </button>
        )}
      </div>
    );
  return <p className="loading">{t('common.loading')}</p>;
}

/**
 * `/account`: the greeting and the member's Beauty Pass tier, then what a section adds below
 * them (the dashboard's Beauty Pass), from the same account.
 */
export function Overview(props: { children?: (account: AccountDetail) => ReactNode }) {
  const { t } = useSite();
  return (
    <WithAccount>
      {(account) => (
        <>
          <div className="account-overview">
            <p className="greeting">{t('account.greeting', { firstName: account.firstName })}</p>
            <p>{t('account.tier', { tier: t(`product.tiers.${account.tier}`) })}</p>
          </div>
          {props.children?.(account)}
        </>
      )}
    </WithAccount>
  );
}

/** `/account/profile`: the member's details, editable (ProfileForm). */
export function Profile() {
  return <WithAccount>{(account) => <ProfileForm account={account} />}</WithAccount>;
}

/** `/account/beauty-profile`: the beauty profile's questions (BeautyProfileForm). */
export function BeautyProfile() {
  return <WithAccount>{(account) => <BeautyProfileForm account={account} />}</WithAccount>;
}

/**
 * `/account/password`: the current password and a new one with its rules listed live. The API
 * ends every other sign-in and keeps this browser signed in with a new one.
 */
export function ChangePassword() {
  return <WithAccount>{(account) => <ChangePasswordForm email={account.email} />}</WithAccount>;
}

export function ChangePasswordForm(props: { email: string }) {
  const { t, api } = useSite();
  const queryClient = useQueryClient();
  const empty = { currentPassword: '', password: '', passwordConfirmation: '' };
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [refusedPassword, setRefusedPassword] = useState<string | undefined>(undefined);
  const [changed, setChanged] = useState(0);
  const [sending, setSending] = useState(false);
  const { form, message } = useProblemFocus(problem);
  const done = useFocusWhenShown<HTMLDivElement>(changed);
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const fields: FormProblem['fields'] = {};
    if (!values.currentPassword) fields.currentPassword = t('fieldErrors.currentPassword');
    Object.assign(fields, newPasswordProblems({ ...values, email: props.email }, t));
    if (Object.keys(fields).length) {
      setChanged(0);
      setProblem({ fields, rules: [] });
      return;
    }
    setSending(true);
    try {
      const answer = await api.call('changePassword', { body: values });
      rememberSignIn(queryClient, answer);
      setValues(empty);
      setProblem(NO_PROBLEM);
      setRefusedPassword(undefined);
      setChanged((count) => count + 1);
    } catch (error) {
      const refused = formProblem(error, t, [
        'currentPassword',
        'password',
        'passwordConfirmation',
      ]);
      if (refused.rules.length) setRefusedPassword(values.password);
      setChanged(0);
      setProblem(refused);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <FormMessage id="password-message" messageRef={message} text={problem.form} />
      {changed ? (
        <FormMessage
          id="password-changed"
          tone="done"
          text={t('account.changed')}
          messageRef={done}
        />
      ) : null}
      <PasswordField
        label={t('account.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={problem.fields.currentPassword}
      />
      <NewPasswordFields
        labels={{ password: t('account.newPassword'), confirmation: t('account.confirmation') }}
        values={{ password: values.password, confirmation: values.passwordConfirmation }}
        onPassword={set('password')}
        onConfirmation={set('passwordConfirmation')}
        errors={problem.fields}
        email={props.email}
        refused={problem.rules}
        refusedPassword={refusedPassword}
      />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('account.changeSubmit')}
        </button>
      </p>
    </form>
  );
}

/** How long "You have signed out" stays on the page before the home page loads. */
export const SIGNED_OUT_PAUSE_MS = 1500;

/**
 * `/account/sign-out`: ends this sign-in, says so (shown, focused and said: the header's change
 * alone is silent), then loads the home page as a new document, so nothing of the member stays
 * in this page's memory. It is said here rather than on the home page: reading a note there
 * would cost every page's first load, which is at its budget.
 */
export function SignOut() {
  const site = useSite();
  const { t, api } = site;
  const announce = useAnnounce();
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | 'done'>('idle');
  const message = useFocusWhenShown<HTMLDivElement>(state === 'failed' || state === 'done');
  const signOut = async () => {
    if (state === 'sending' || state === 'done') return;
    setState('sending');
    try {
      await api.call('signOut', { query: {} });
      setState('done');
      announce(t('account.signedOut'));
      setTimeout(() => window.location.assign(siteUrl('/', site)), SIGNED_OUT_PAUSE_MS);
    } catch {
      setState('failed');
    }
  };
  const sending = state === 'sending';
  return (
    <div className="account-form">
      <FormMessage
        id="sign-out-message"
        messageRef={message}
        tone={state === 'done' ? 'done' : 'error'}
        text={
          state === 'failed'
            ? t('errors.server')
            : state === 'done'
              ? t('account.signedOut')
              : undefined
        }
      />
      <p>{t('account.signOutLead')}</p>
      <p className="form-actions">
        <button type="button" className="button" aria-busy={sending} onClick={() => void signOut()}>
          {t('account.signOutButton')}
        </button>
      </p>
    </div>
  );
}

/** A section whose list is not built yet: what it will show, said plainly. */
export function Upcoming(props: { message: MessageKey }) {
  const { t } = useSite();
  return (
    <div className="empty-state">
      <p>{t(props.message)}</p>
    </div>
  );
}
