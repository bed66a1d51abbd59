import { useSite } from '../../app/site-context';
import { MINOR_DIGITS } from '../../lib/sites';
import { BackInBag } from './BackInBag';
import type { OrderPartProps } from './BackToBag';
import { BankSteps } from './BankSteps';
import { CheckPaymentButton } from './CheckPaymentButton';
import { CopyButton } from '../../components/CopyButton';
import { siteTime } from '../../lib/format-dates';
import { useClock } from './use-clock';

/** The amount as a bank's transfer form takes it: major units, no symbol or separators. */
function plainAmount(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * A virtual account waiting (Indonesia): the bank, the account
 * number and the amount, each to copy, the deadline (24 hours), the check-payment-status
 * action and the bank's own steps. Past the deadline it says the account has expired.
 */
export function VirtualAccountPayment({ answer, money }: OrderPartProps) {
  const site = useSite();
  const { t } = site;
  const { order, payment } = answer;
  const account = payment.virtualAccount;
  const now = useClock(false);
  const expired =
    order.state === 'payment_expired' || (now !== null && now >= Date.parse(payment.expiresAt));
  if (!account) return null;
  const bank = t(`order.banks.${account.bank}`);
  return (
    <section
      className={`order-payment${expired ? ' is-expired' : ''}`}
      aria-labelledby="order-payment-title"
    >
      <h2 id="order-payment-title">{t('order.va.title')}</h2>
      {expired ? (
        <>
          <p>{order.cancelMessage ?? t('order.va.expired')}</p>
          <BackInBag order={order} />
        </>
      ) : (
        <>
          <dl className="order-pay-facts">
            <div>
              <dt>{t('order.va.bank')}</dt>
              <dd>{bank}</dd>
            </div>
            <div>
              <dt>{t('order.va.number')}</dt>
              <dd>
                <span className="order-va-number">{account.number}</span>
                <CopyButton value={account.number} label={t('order.va.copyNumber')} />
              </dd>
            </div>
            <div>
              <dt>{t('order.pay.amount')}</dt>
              <dd>
                <span className="order-pay-amount">{money(payment.amount)}</span>
                <CopyButton
                  value={plainAmount(payment.amount, payment.currency)}
                  label={t('order.va.copyAmount')}
                />
              </dd>
            </div>
            <div>
              <dt>{t('order.va.deadline')}</dt>
              <dd>{siteTime(payment.expiresAt, site)}</dd>
            </div>
          </dl>
          <CheckPaymentButton number={order.number} />
          <p className="order-pay-note">{t('order.pay.updates')}</p>
          <BankSteps bank={account.bank} />
        </>
      )}
    </section>
  );
}
