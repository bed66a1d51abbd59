import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../api/account-contract';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { formatDate } from '../../lib/format';
import { PHONE_EXAMPLE } from '../../lib/address-fields';
import { NameFields } from './account-fields';
import { CheckboxField, FormMessage, TextField } from '../../components/fields';
import { useForm, type FieldErrors } from '../../components/use-form';
import { GoogleLink } from './GoogleLink';
import { isMobileNumber } from './validation';

/** The fields the API may name in a refusal, as this form names them. */
const FIELDS = ['firstName', 'lastName', 'mobile', 'marketingConsent'] as const;

/**
 * `/account/profile`: the member's name, mobile number and marketing consent, editable; the
 * facts they cannot change here (e-mail, date of birth: client/api/account-contract.ts says
 * why) and those the store keeps (tier, member since) shown beside them. A saved change
 * replaces the account query's data with the API's answer and is said in the page's live
 * region; focus stays on the button.
 */
export function ProfileForm(props: { account: Account }) {
  const { t, api, locale, country } = useSite();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const { account } = props;
  const { values, set, input, problem, sending, sent, submit, form, message } = useForm({
    initial: {
      firstName: account.firstName,
      lastName: account.lastName,
      mobile: account.mobile ?? '',
      marketing: account.marketingConsent,
    },
    check: (values) => {
      const fields: FieldErrors = {};
      if (!values.firstName.trim()) fields.firstName = t('fieldErrors.firstName');
      if (!values.lastName.trim()) fields.lastName = t('fieldErrors.lastName');
      if (values.mobile.trim() && !isMobileNumber(values.mobile))
        fields.mobile = t('fieldErrors.mobile', { example: PHONE_EXAMPLE[country] });
      return fields;
    },
    fields: FIELDS,
    send: (values) =>
      api.call('updateAccount', {
        body: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          mobile: values.mobile.trim() || null,
          marketingConsent: values.marketing,
        },
      }),
    done: (answer) => {
      queryClient.setQueryData(queryKeys.account(), answer);
      // The header greets the member by name (GET user).
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
      announce(t('profileForm.saved'));
    },
  });
  const date = (value: string) => formatDate(value, locale, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <>
      <p>{t('account.profileLead')}</p>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
        <FormMessage id="profile-message" messageRef={message} text={problem.form} />
        {sent ? <FormMessage id="profile-saved" tone="done" text={t('profileForm.saved')} /> : null}
        <fieldset>
          <legend>{t('profileForm.details')}</legend>
          <NameFields values={values} set={input} errors={problem.fields} />
          <TextField
            label={t('signUp.mobile')}
            name="mobile"
            type="tel"
            autoComplete="tel"
            hint={t('profileForm.mobileHint', { example: PHONE_EXAMPLE[country] })}
            maxLength={20}
            value={values.mobile}
            onChange={input('mobile')}
            error={problem.fields.mobile}
          />
        </fieldset>
        <fieldset>
          <legend>{t('profileForm.preferences')}</legend>
          <CheckboxField
            name="marketingConsent"
            label={t('profileForm.marketing')}
            checked={values.marketing}
            onChange={(checked) => set('marketing', checked)}
            error={problem.fields.marketingConsent}
          />
        </fieldset>
        <p className="form-actions">
          <button type="submit" className="button">
            {t('profileForm.submit')}
          </button>
        </p>
      </form>
      <h2 className="section-heading">{t('profileForm.membership')}</h2>
      <dl className="profile-details">
        <dt>{t('account.email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('account.birthDate')}</dt>
        <dd>{date(account.birthDate)}</dd>
        <dt>{t('account.tierLabel')}</dt>
        <dd>{t(`product.tiers.${account.tier}`)}</dd>
        <dt>{t('account.memberSince')}</dt>
        <dd>{date(account.createdAt)}</dd>
        {/* A sign-in method is a detail of the account, kept beside the e-mail. */}
        <GoogleLink account={account} />
      </dl>
    </>
  );
}
