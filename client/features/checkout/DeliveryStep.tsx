import type { Checkout } from '../../api/order-contract';
import { useSite } from '../../app/site-context';
import type { AddressField, AddressValues } from '../../lib/address-fields';
import { formatDateSpan } from '../../lib/format-dates';
import type { DeliveryKind } from '../../lib/orders/delivery';
import { AddressFields } from '../account/AddressFields';
import { CheckboxField } from '../../components/fields';
import type { FieldErrors } from './check-form';
import { CONTACT_ADDRESS_FIELDS } from './draft';
import { RadioList } from './RadioList';
import { Step } from './Step';
import { StoreChooser } from './StoreChooser';

type Option = Checkout['delivery']['options'][number];

/** An option's name and fee ("Express delivery · $12"), and when it is expected. */
function OptionLabel({ option, money }: { option: Option; money: (minor: number) => string }) {
  const { t } = useSite();
  return (
    <>
      <span className="radio-title">{t(`checkoutPage.delivery.kinds.${option.kind}`)}</span>{' '}
      <span className="radio-figure">
        {option.fee > 0 ? money(option.fee) : t('checkoutPage.delivery.free')}
      </span>
    </>
  );
}

function OptionDates({ option }: { option: Option }) {
  const { t, locale } = useSite();
  const dates = formatDateSpan(option.estimatedFrom, option.estimatedTo, locale);
  return (
    <p>
      {option.kind === 'click_and_collect'
        ? t('checkoutPage.delivery.ready', { date: dates })
        : t('checkoutPage.delivery.estimate', { dates })}
    </p>
  );
}

/**
 * Delivery: standard or express to an address (the site's address fields), or click and collect
 * at a store. Each option shows its fee and dates from the checkout answer (the pricing
 * function's); a bag with a line for click and collect only shuts the others, saying why. The
 * recipient and phone are the contact's unless the shopper unticks "same as contact".
 */
export function DeliveryStep(props: {
  delivery: Checkout['delivery'];
  chosen: DeliveryKind;
  address: AddressValues;
  sameAsContact: boolean;
  storeId: number | null;
  errors: FieldErrors;
  money: (minor: number) => string;
  onKind: (kind: DeliveryKind) => void;
  onAddress: (field: AddressField, value: string) => void;
  onSameAsContact: (same: boolean) => void;
  onStore: (id: number) => void;
}) {
  const { t, country } = useSite();
  const { delivery } = props;
  const collect = delivery.options.find((option) => option.kind === 'click_and_collect');
  return (
    <Step title={t('checkoutPage.delivery.title')}>
      <RadioList
        name="delivery"
        chosen={props.chosen}
        onChange={props.onKind}
        note={delivery.collectOnly ? t('checkoutPage.delivery.collectOnly') : undefined}
        error={props.errors['delivery.kind']}
        options={delivery.options.map((option) => ({
          value: option.kind,
          label: <OptionLabel option={option} money={props.money} />,
          detail: <OptionDates option={option} />,
          disabled: !option.available,
        }))}
      />
      {props.chosen === 'click_and_collect' ? (
        <StoreChooser
          chosen={props.storeId}
          onChange={props.onStore}
          error={props.errors['delivery.storeId']}
          heldUntil={collect?.heldUntil ?? null}
        />
      ) : (
        <fieldset className="checkout-group">
          <legend>{t('checkoutPage.delivery.address')}</legend>
          <CheckboxField
            name="sameAsContact"
            label={t('checkoutPage.delivery.sameAsContact')}
            checked={props.sameAsContact}
            onChange={props.onSameAsContact}
          />
          <AddressFields
            country={country}
            section="shipping"
            omit={props.sameAsContact ? CONTACT_ADDRESS_FIELDS : undefined}
            values={props.address}
            onChange={props.onAddress}
            errors={Object.fromEntries(
              Object.entries(props.errors).flatMap(([field, message]) =>
                field.startsWith('delivery.address.')
                  ? [[field.slice('delivery.address.'.length), message]]
                  : [],
              ),
            )}
          />
        </fieldset>
      )}
    </Step>
  );
}
