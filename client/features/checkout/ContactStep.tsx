import { useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { EmailField, TextField } from '../../components/fields';
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
  // What ties a field to its value, its change and its error (by its name in the API).
  const bind = (field: ContactField) => ({
    label: t(`checkoutPage.contact.${field}`),
    required: true,
    value: props.values[field],
    onChange: (event: { target: { value: string } }) => props.onChange(field, event.target.value),
    error: props.errors[`contact.${field}`],
  });
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
      <EmailField {...bind('email')} hint={t('checkoutPage.contact.emailHint')} maxLength={254} />
      <div className="field-pair">
        <TextField
          {...bind('firstName')}
          name="firstName"
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          {...bind('lastName')}
          name="lastName"
          autoComplete="family-name"
          maxLength={60}
        />
      </div>
      <TextField
        {...bind('mobile')}
        hint={t('checkoutPage.contact.mobileHint')}
        name="mobile"
        type="tel"
        autoComplete="tel"
        maxLength={20}
      />
    </Step>
  );
}
