import { useSite } from '../../app/site-context';
import { CheckboxField } from '../../components/fields';

type Consent = 'personalInformation' | 'policy' | 'marketing';

/**
 * The two consents the membership needs and the optional marketing one, under links to the
 * policies they are about.
 */
export function ConsentFields(props: {
  values: Record<Consent, boolean>;
  set: (consent: Consent, checked: boolean) => void;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useSite();
  const { values, set, errors } = props;
  return (
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
        checked={values.personalInformation}
        onChange={(checked) => set('personalInformation', checked)}
        error={errors['consents.personalInformation']}
      />
      <CheckboxField
        name="policy"
        label={t('signUp.consentPolicy')}
        required
        checked={values.policy}
        onChange={(checked) => set('policy', checked)}
        error={errors['consents.policy']}
      />
      <CheckboxField
        name="marketing"
        label={t('signUp.consentMarketing')}
        checked={values.marketing}
        onChange={(checked) => set('marketing', checked)}
      />
    </fieldset>
  );
}
