import type { Payment } from '../../api/order-contract';
import { useSite } from '../../app/site-context';

type Bank = NonNullable<Payment['virtualAccount']>['bank'];
const CHANNELS = ['atm', 'mobile', 'internet'] as const;

/**
 * How to pay a virtual account at its bank, by ATM, mobile banking and internet banking: one
 * disclosure each (keyboard-operable as they are), the steps an ordered list. Each channel's
 * steps are one message, a step a line, so a translator sees them together.
 */
export function BankSteps({ bank }: { bank: Bank }) {
  const { t } = useSite();
  return (
    <section className="bank-steps" aria-labelledby="bank-steps-title">
      <h3 id="bank-steps-title">{t('order.va.howTo')}</h3>
      {CHANNELS.map((channel) => (
        <details key={channel}>
          <summary>{t(`order.va.${channel}`)}</summary>
          <ol>
            {t(`order.steps.${bank}.${channel}`)
              .split('\n')
              .map((step) => (
                <li key={step}>{step}</li>
              ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
