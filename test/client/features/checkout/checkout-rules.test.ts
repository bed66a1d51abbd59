import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../locales/en';
import { ApiRequestError } from '../../../../client/api/client';
import { cardInput, checkCard, EMPTY_CARD } from '../../../../client/features/checkout/card';
import { EMPTY_DRAFT, parseDraft } from '../../../../client/features/checkout/draft';
import { orderBody } from '../../../../client/features/checkout/order-body';
import { readRefusal } from '../../../../client/features/checkout/refusal';
import { hoursLines } from '../../../../client/features/checkout/store-hours';
import { fraudToken } from '../../../../client/lib/fraud-token';
import { createTranslator } from '../../../../client/lib/i18n';
import { CONTACT } from './checkout-fixtures';

const t = createTranslator('en', en);
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the saved draft', () => {
  it('takes only the fields it knows, each of its type, and never a card', () => {
    const parsed = parseDraft({
      contact: { email: 'ada@example.com', firstName: 7, extra: 'x' },
      delivery: 'drone',
      address: { postcode: '238859', card: '4242' },
      storeId: -3,
      method: 'paynow',
      card: { number: '4242424242424242', cvc: '123' },
    });
    expect(parsed).toEqual({
      contact: { email: 'ada@example.com', firstName: '', lastName: '', mobile: '' },
      delivery: 'standard',
      address: { postcode: '238859' },
      sameAsContact: true,
      storeId: null,
      method: 'paynow',
    });
    expect(JSON.stringify(parsed)).not.toContain('4242424242424242');
    expect(parseDraft('nonsense')).toEqual(EMPTY_DRAFT);
  });
});

describe('the card form', () => {
  const now = new Date(2026, 2, 15);
  const card = {
    number: '4242 4242-4242 4242',
    expMonth: '3',
    expYear: '2026',
    cvc: '123',
    name: 'Ada',
  };

  it('passes a card good to the end of its expiry month', () => {
    expect(checkCard(card, now)).toEqual({});
  });

  it('names each field the API would refuse, and an expired card', () => {
    expect(checkCard(EMPTY_CARD, now)).toEqual({
      'card.number': 'number',
      'card.expMonth': 'expiry',
      'card.cvc': 'cvc',
      'card.name': 'name',
    });
    expect(checkCard({ ...card, expMonth: '2' }, now)).toEqual({ 'card.expYear': 'expired' });
    expect(checkCard({ ...card, expYear: '' }, now)).toEqual({ 'card.expYear': 'expiry' });
  });

  it('gives the API the digits, the expiry as numbers and the code and name trimmed', () => {
    expect(cardInput({ ...card, cvc: ' 123 ', name: ' Ada Tan ' })).toEqual({
      number: '4242424242424242',
      expMonth: 3,
      expYear: 2026,
      cvc: '123',
      name: 'Ada Tan',
    });
  });
});

describe('the order body', () => {
  const draft = {
    ...EMPTY_DRAFT,
    contact: {
      email: ' ada@example.com ',
      firstName: 'Ada ',
      lastName: 'Tan',
      mobile: '+65 9123 4567',
    },
    address: {
      recipient: 'Ada Tan',
      phone: '91234567',
      line1: ' 1 Orchard  Road ',
      postcode: '238859',
      state: 'X',
    },
    sameAsContact: false,
    method: 'paynow' as const,
  };

  it('sends no card unless paying by card, only the country’s address fields, and the token when there is one', () => {
    const body = orderBody({
      draft,
      card: EMPTY_CARD,
      country: 'sg',
      expectedTotal: 2500,
      fraudToken: undefined,
    });
    expect(body).toEqual({
      paymentMethod: 'paynow',
      delivery: {
        kind: 'standard',
        address: {
          recipient: 'Ada Tan',
          phone: '91234567',
          line1: '1 Orchard Road',
          postcode: '238859',
        },
      },
      contact: CONTACT,
      expectedTotal: 2500,
    });
    expect(
      orderBody({
        draft: { ...draft, delivery: 'click_and_collect', storeId: 4 },
        card: EMPTY_CARD,
        country: 'sg',
        expectedTotal: 2000,
        fraudToken: 'ftr',
      }),
    ).toMatchObject({ delivery: { kind: 'click_and_collect', storeId: 4 }, fraudToken: 'ftr' });
  });

  it('sends the contact’s name and mobile as the recipient and phone while “same as contact” holds', () => {
    const body = orderBody({
      draft: {
        ...draft,
        sameAsContact: true,
        address: { line1: '1 Orchard Road', postcode: '238859' },
      },
      card: EMPTY_CARD,
      country: 'sg',
      expectedTotal: 2500,
      fraudToken: undefined,
    });
    expect(body.delivery).toEqual({
      kind: 'standard',
      address: {
        recipient: 'Ada Tan',
        phone: '+65 9123 4567',
        line1: '1 Orchard Road',
        postcode: '238859',
      },
    });
  });
});

describe('a refused placement', () => {
  const error = (status: number, data: Record<string, unknown>, message = 'Refused') =>
    new ApiRequestError(status, {
      message,
      statusCode: status,
      statusMessage: 'x',
      data: { code: 'X', ...data },
    });

  it('a lost answer or a fault of ours is the same attempt again; a refusal ends it', () => {
    expect(readRefusal(new TypeError('Failed to fetch'), t)).toMatchObject({
      sameAttempt: true,
      message: en.checkoutPage.errors.network,
    });
    expect(readRefusal(new ApiRequestError(502, undefined), t)).toMatchObject({
      sameAttempt: true,
    });
    expect(readRefusal(error(409, { code: 'IN_FLIGHT' }), t)).toMatchObject({
      sameAttempt: true,
      refresh: false,
    });
    expect(
      readRefusal(error(422, { code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' }), t),
    ).toMatchObject({
      sameAttempt: false,
      fields: {},
    });
  });

  it('refreshes the checkout when the bag is no longer what was shown', () => {
    for (const code of ['TOTAL_CHANGED', 'BAG_PROBLEMS', 'PROMOTION_INVALID', 'BAG_CHANGED'])
      expect(readRefusal(error(409, { code }), t).refresh).toBe(true);
    expect(
      readRefusal(error(422, { code: 'CARD_EXPIRED', field: 'card.expYear' }), t).refresh,
    ).toBe(false);
  });

  it('puts the message by the fields of the form it names (a schema failure’s own issues aside)', () => {
    expect(
      readRefusal(
        error(422, { code: 'CARD_EXPIRED', field: 'card.expYear' }, 'This card has expired.'),
        t,
      ).fields,
    ).toEqual({ 'card.expYear': 'This card has expired.' });
    expect(
      readRefusal(
        error(
          400,
          {
            code: 'VALIDATION_FAILED',
            field: 'contact.email',
            issues: [{ field: 'contact.email', message: 'Invalid email address' }],
          },
          'Check contact.email.',
        ),
        t,
      ).fields,
    ).toEqual({ 'contact.email': 'Check contact.email.' });
    expect(readRefusal(error(409, { code: 'PROMOTION_INVALID', field: 'code' }), t).fields).toEqual(
      {},
    );
  });
});

describe('store hours', () => {
  it('gathers consecutive days with the same hours, a closed day ending a run', () => {
    const hours = [0, 1, 2, 4, 5].map((weekday) => ({ weekday, opens: '10:00', closes: '21:00' }));
    hours.push({ weekday: 6, opens: '11:00', closes: '19:00' });
    expect(hoursLines(hours, 'en-SG', t).map(plain)).toEqual([
      'Mon–Wed: 10:00 am – 9:00 pm',
      'Fri–Sat: 10:00 am – 9:00 pm',
      'Sun: 11:00 am – 7:00 pm',
    ]);
  });
});

describe('the fraud token', () => {
  afterEach(() => {
    delete (globalThis as { forterToken?: unknown }).forterToken;
  });

  it('is the fraud script’s token when it set one the API takes, else none', () => {
    expect(fraudToken()).toBeUndefined();
    (globalThis as { forterToken?: unknown }).forterToken = 'abc123';
    expect(fraudToken()).toBe('abc123');
    (globalThis as { forterToken?: unknown }).forterToken = 42;
    expect(fraudToken()).toBeUndefined();
    (globalThis as { forterToken?: unknown }).forterToken = 'x'.repeat(201);
    expect(fraudToken()).toBeUndefined();
  });
});
