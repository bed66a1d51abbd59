import { useSite } from '../../app/site-context';
import {
  isQrMethod,
  isVirtualAccountMethod,
  QR_MINUTES,
  VIRTUAL_ACCOUNT_HOURS,
  type PaymentMethod,
} from '../../lib/orders/payment-methods';
import type { CardValues } from './card';
import { CardFields } from './CardFields';
import type { FieldErrors } from './check-form';
import { RadioList } from './RadioList';
import { Step } from './Step';

/** How paying by a method that is not a card goes, after the order is placed. */
function MethodNote({ method }: { method: PaymentMethod }) {
  const { t } = useSite();
  const name = t(`checkoutPage.payment.methods.${method}`);
  if (isQrMethod(method))
    return <p>{t('checkoutPage.payment.qrNote', { scheme: name, minutes: QR_MINUTES })}</p>;
  if (isVirtualAccountMethod(method))
    return <p>{t('checkoutPage.payment.vaNote', { bank: name, hours: VIRTUAL_ACCOUNT_HOURS })}</p>;
  return null;
}

/**
 * Payment: the site's methods (client/lib/orders/payment-methods.ts, as the checkout answer
 * lists them): card with its form, the country's QR scheme by its name, and in Indonesia the
 * banks' virtual accounts. The QR code or account number comes on the order page after placing.
 */
export function PaymentStep(props: {
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  card: CardValues;
  errors: FieldErrors;
  onMethod: (method: PaymentMethod) => void;
  onCard: (field: keyof CardValues, value: string) => void;
}) {
  const { t } = useSite();
  return (
    <Step title={t('checkoutPage.payment.title')}>
      <RadioList
        name="paymentMethod"
        chosen={props.chosen}
        onChange={props.onMethod}
        error={props.errors.paymentMethod}
        options={props.methods.map((method) => ({
          value: method,
          label: <span className="radio-title">{t(`checkoutPage.payment.methods.${method}`)}</span>,
          detail: method === props.chosen ? <MethodNote method={method} /> : undefined,
        }))}
      />
      {props.chosen === 'card' ? (
        <CardFields card={props.card} errors={props.errors} onChange={props.onCard} />
      ) : null}
    </Step>
  );
}
