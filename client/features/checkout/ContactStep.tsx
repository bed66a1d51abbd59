import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { EmailField, TextField } from '../account/fields';
import type { FieldErrors } from './check-form';
import type { ContactField, ContactValues } from './draft';
import { Step } from './Step';

/** Where a guest signs in and comes back to the checkout (their bag comes with them). */
export const SIGN_IN_HREF = `/sign_in?return_to=${encodeURIComponent('/checkout')}`;

/**
 * Contact: the e-mail the confirmation goes to, the name and the mobile for delivery updates. A
 * member's come filled in from the account; a guest is offered to sign in instead.
 */
export function ContactStep(props: {
  values: ContactValues;
  errors: FieldErrors;
  member: boolean;
  onChange: (field: ContactField, value: string) => void;
}) {
  const t = useT();
  const { values, errors } = props;
  const set = (field: ContactField) => (event: { target: { value: string } }) =>
    props.onChange(field, event.target.value);
  return (
    <Step title={t('checkoutPage.contact.title')}>
      {props.member ? (
        <p className="field-hint">{t('checkoutPage.contact.member')}</p>
      ) : (
        <p className="checkout-sign-in">
          {t('checkoutPage.contact.guest')}{' '}
          <Link href={SIGN_IN_HREF}>{t('checkoutPage.contact.signIn')}</Link>
        </p>
      )}
      <EmailField
        label={t('checkoutPage.contact.email')}
        hint={t('checkoutPage.contact.emailHint')}
        required
        maxLength={254}
        value={values.email}
        onChange={set('email')}
        error={errors['contact.email']}
      />
      <div className="field-pair">
        <TextField
          label={t('checkoutPage.contact.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.firstName}
          onChange={set('firstName')}
          error={errors['contact.firstName']}
        />
        <TextField
          label={t('checkoutPage.contact.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={60}
          value={values.lastName}
          onChange={set('lastName')}
          error={errors['contact.lastName']}
        />
      </div>
      <TextField
        label={t('checkoutPage.contact.mobile')}
        hint={t('checkoutPage.contact.mobileHint')}
        name="mobile"
        type="tel"
        autoComplete="tel"
        required
        maxLength={20}
        value={values.mobile}
        onChange={set('mobile')}
        error={errors['contact.mobile']}
      />
    </Step>
  );
}
