import { useSite } from '../../app/site-context';
import { useFocusWhenShown } from '../../components/use-form';

/** After an e-mail sign-up: where the link went and what to do (focused: the form is gone). */
export function CheckYourEmail(props: { email: string }) {
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
