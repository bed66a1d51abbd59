import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../../../client/features/checkout/CheckoutPage';
import { renderInSite } from '../../render-app';
import {
  checkoutAnswer,
  checkoutApi,
  CONTACT,
  orderAnswer,
  refusal,
  store,
} from './checkout-fixtures';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  delete (globalThis as { forterToken?: unknown }).forterToken;
});

const YEAR = String(new Date().getFullYear() + 2);
const PLACE = /^Place order and pay/;

function renderCheckout(script: Parameters<typeof checkoutApi>[0] = {}) {
  const api = checkoutApi(script);
  const navigate = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInSite(<CheckoutPage />, {
    fetcher: api.fetcher,
    navigate,
    queryClient,
    path: '/checkout',
  });
  return { ...api, navigate };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A guest's contact (the delivery's name and phone too), a Singapore address and the approving test card. */
async function fillForm() {
  await screen.findByRole('button', { name: PLACE });
  type('Email', 'ada@example.com');
  type('First name', 'Ada');
  type('Last name', 'Tan');
  type('Mobile number', '+65 9123 4567');
  type('Address', '1 Orchard Road');
  type('Postcode', '238859');
  type('Card number', '4242 4242 4242 4242');
  type('Month', '12');
  type('Year', YEAR);
  type('Security code (CVC)', '123');
  type('Name on card', 'Ada Tan');
}

const place = () => fireEvent.click(screen.getByRole('button', { name: PLACE }));

describe('CheckoutPage: a guest places an order', () => {
  it('sends the form with the total shown and a key, and goes to the order page the answer names', async () => {
    (globalThis as { forterToken?: unknown }).forterToken = 'ftr-token-1';
    const api = renderCheckout({ orders: [{ status: 201, body: orderAnswer('SG123456789') }] });
    await fillForm();
    expect(
      screen.getByRole('link', { name: 'Sign in to check out faster' }).getAttribute('href'),
    ).toBe('/sign_in?return_to=%2Fcheckout');
    place();
    await waitFor(() =>
      expect(api.navigate).toHaveBeenCalledWith('/orders/SG123456789/confirmation'),
    );
    const [post] = api.posts();
    expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toEqual({
      paymentMethod: 'card',
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: Number(YEAR),
        cvc: '123',
        name: 'Ada Tan',
      },
      delivery: {
        kind: 'standard',
        address: {
          recipient: 'Ada Tan',
          phone: '+65 9123 4567',
          line1: '1 Orchard Road',
          postcode: '238859',
        },
      },
      contact: CONTACT,
      expectedTotal: 2500,
      fraudToken: 'ftr-token-1',
    });
    // Placed: the tab forgets the draft.
    expect(sessionStorage.getItem('checkout-draft:sg')).toBeNull();
  });

  it('places once for a double click, the button shut while the request is out', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    const api = renderCheckout({
      orders: [() => held.then(() => ({ status: 201, body: orderAnswer() }))],
    });
    await fillForm();
    place();
    const button = await screen.findByRole('button', { name: 'Placing your order…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    release();
    await waitFor(() => expect(api.navigate).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
  });

  it('finds problems before sending, by field, and focuses the first; nothing is sent', async () => {
    const api = renderCheckout();
    await screen.findByRole('button', { name: PLACE });
    type('Postcode', '12');
    place();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter an email address, such as name@example.com.');
    expect(screen.getByText('Enter a postcode of 6 digits, for example 238859.')).toBeTruthy();
    expect(screen.getByText('Enter the card number: 12 to 19 digits.')).toBeTruthy();
    expect(api.posts()).toHaveLength(0);
  });
});

describe('CheckoutPage: the Idempotency-Key of an attempt', () => {
  it('keeps the key when the answer was lost and the same order is sent again; a changed order is a new attempt', async () => {
    const api = renderCheckout({
      orders: [
        new TypeError('Failed to fetch'),
        refusal(503, 'UPSTREAM', 'Unavailable'),
        { status: 201, body: orderAnswer() },
      ],
    });
    await fillForm();
    place();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('We did not hear back about your order.'),
    );
    expect(document.activeElement).toBe(alert);
    place();
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Something went wrong'),
    );
    type('Last name', 'Tan-Lim');
    place();
    await waitFor(() => expect(api.navigate).toHaveBeenCalled());
    const [first, second, third] = api.posts().map((post) => post.key);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });
});

describe('CheckoutPage: refusals', () => {
  it('TOTAL_CHANGED: says the new total in the alert, focuses it, shows the bag again and expects the new total next', async () => {
    let total = 2500;
    const api = renderCheckout({
      checkout: (kind) => {
        const answer = checkoutAnswer(kind);
        return {
          body: { ...answer, bag: { ...answer.bag, totals: { ...answer.bag.totals, total } } },
        };
      },
      orders: [
        refusal(409, 'TOTAL_CHANGED', 'Your bag now costs $27. Please check it before you pay.', {
          field: 'expectedTotal',
          total: '2700',
        }),
        { status: 201, body: orderAnswer() },
      ],
    });
    await fillForm();
    total = 2700;
    place();
    const alert = await screen.findByText(
      'Your bag now costs $27. Please check it before you pay.',
    );
    expect(alert.closest('[role="alert"]')).toBe(document.activeElement);
    await screen.findByRole('button', { name: 'Place order and pay $27' });
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('$27'),
    ).toBeTruthy();
    place();
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    const [first, second] = api.posts();
    expect(second.body).toMatchObject({ expectedTotal: 2700 });
    expect(second.key).not.toBe(first.key);
  });

  it('ADDRESS_INVALID: each field it names is marked and described, focus on the first', async () => {
    renderCheckout({
      orders: [
        refusal(422, 'ADDRESS_INVALID', 'Enter a postcode of 6 digits, for example 238859.', {
          field: 'delivery.address.postcode',
          issues: [
            {
              field: 'delivery.address.postcode',
              message: 'Enter a postcode of 6 digits, for example 238859.',
            },
            { field: 'delivery.address.line1', message: 'Address: please fill this in.' },
          ],
        }),
      ],
    });
    await fillForm();
    place();
    const line1 = screen.getByLabelText('Address');
    await waitFor(() => expect(document.activeElement).toBe(line1));
    expect(line1.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(line1.getAttribute('aria-describedby')!.split(' ')[0])?.textContent,
    ).toBe('Address: please fill this in.');
  });

  it('BAG_PROBLEMS: asks for the checkout again, and shows the line problem it now has', async () => {
    let problem = false;
    const api = renderCheckout({
      checkout: (kind) => {
        const answer = checkoutAnswer(kind);
        const lines = answer.bag.lines.map((line) => ({
          ...line,
          problems: problem
            ? [
                {
                  code: 'out_of_stock',
                  message: 'Out of stock, remove to proceed from checkout',
                  blocking: true,
                },
              ]
            : [],
        }));
        return { body: { ...answer, bag: { ...answer.bag, lines, checkoutBlocked: problem } } };
      },
      orders: [
        refusal(409, 'BAG_PROBLEMS', 'Out of stock, remove to proceed from checkout', {
          lineIds: ['1'],
          total: '2500',
        }),
      ],
    });
    await fillForm();
    problem = true;
    place();
    await screen.findByRole('alert');
    const review = screen.getByRole('region', { name: 'Review your order' });
    await within(review).findByText('Out of stock, remove to proceed from checkout');
    expect(api.sent.filter((request) => request.path === 'checkout/')).toHaveLength(2);
  });
});

describe('CheckoutPage: delivery', () => {
  it('asks the checkout again for another option: its shipping and total are in the review and the button', async () => {
    const api = renderCheckout();
    await screen.findByRole('button', { name: 'Place order and pay $25' });
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toHaveProperty(
      'checked',
      true,
    );
    const express = screen.getByRole('radio', { name: /Express delivery/ });
    expect(document.getElementById(express.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Estimated delivery 4 Mar 2026',
    );
    fireEvent.click(express);
    await screen.findByRole('button', { name: 'Place order and pay $32' });
    expect(api.sent.map((request) => request.search)).toEqual([
      '?delivery=standard',
      '?delivery=express',
    ]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$12')).toBeTruthy();
  });

  it('click and collect: the stores with address and hours, the hold, and a store must be chosen', async () => {
    const api = renderCheckout({
      stores: [store(1, 'Beauty Storefront Orchard'), store(2, 'Beauty Storefront Jurong')],
      orders: [{ status: 201, body: orderAnswer() }],
    });
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: /Click and collect/ }));
    const stores = await screen.findByRole('group', { name: 'Store to collect from' });
    expect(
      within(stores).getByText('The store holds your order for 7 days, until 11 Mar 2026.'),
    ).toBeTruthy();
    const orchard = await within(stores).findByRole('radio', { name: 'Beauty Storefront Orchard' });
    const details = document.getElementById(
      orchard.getAttribute('aria-describedby')!.split(' ')[0],
    );
    expect(details?.textContent).toContain('#01-12, 1 Orchard Road');
    expect(
      [...details!.querySelectorAll('.store-hours li')].map((li) =>
        li.textContent?.replace(/\s/g, ' '),
      ),
    ).toEqual(['Mon–Sat: 10:00 am – 10:00 pm', 'Sun: 11:00 am – 10:00 pm']);
    await screen.findByRole('button', { name: 'Place order and pay $20' });
    place();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('store'));
    expect(screen.getByText('Choose a store to collect your order from.')).toBeTruthy();
    fireEvent.click(orchard);
    place();
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0].body).toMatchObject({
      delivery: { kind: 'click_and_collect', storeId: 1 },
      expectedTotal: 2000,
    });
  });

  it('a bag with a collect-only line: click and collect is forced, the others shut with the reason', async () => {
    renderCheckout({
      checkout: (kind) => {
        const answer = checkoutAnswer('click_and_collect');
        void kind;
        return {
          body: {
            ...answer,
            delivery: {
              ...answer.delivery,
              collectOnly: true,
              options: answer.delivery.options.map((option) => ({
                ...option,
                available: option.kind === 'click_and_collect',
              })),
            },
          },
        };
      },
      stores: [store(1, 'Beauty Storefront Orchard')],
    });
    const collect = await screen.findByRole('radio', { name: /Click and collect/ });
    await waitFor(() => expect(collect).toHaveProperty('checked', true));
    const standard = screen.getByRole('radio', { name: /Standard delivery/ }) as HTMLInputElement;
    expect(standard.disabled).toBe(true);
    const reasons = standard
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(reasons).toContain(
      'Your bag has an item for click and collect only, so this order can only be collected from a store.',
    );
    expect(await screen.findByRole('group', { name: 'Store to collect from' })).toBeTruthy();
  });
});

describe('CheckoutPage: who is checking out', () => {
  it('fills a member’s details and default address from the answer, and offers no sign-in', async () => {
    renderCheckout({
      user: { signedIn: true, tier: 'pink', geoCountry: null, segments: [] },
      checkout: (kind) => ({
        body: checkoutAnswer(kind, {
          member: true,
          contact: {
            email: 'mia@example.com',
            firstName: 'Mia',
            lastName: 'Lee',
            mobile: '+65 8123 4567',
          },
          address: {
            recipient: 'Mia Lee',
            phone: '+65 8123 4567',
            line1: '5 Tanjong Pagar',
            postcode: '088443',
          },
        }),
      }),
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveProperty('value', 'mia@example.com'),
    );
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'Lee');
    expect(screen.getByLabelText('Postcode')).toHaveProperty('value', '088443');
    expect(screen.queryByRole('link', { name: 'Sign in to check out faster' })).toBeNull();
  });

  it('asks the name and phone once: the delivery is the contact’s until “same as” is unticked', async () => {
    renderCheckout({});
    await screen.findByRole('button', { name: PLACE });
    const same = screen.getByLabelText<HTMLInputElement>(
      'Deliver to the contact above (same name and phone)',
    );
    expect(same.checked).toBe(true);
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    fireEvent.click(same);
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
  });

  it('a member’s default address for someone else comes with its own name and phone', async () => {
    renderCheckout({
      user: { signedIn: true, tier: 'pink', geoCountry: null, segments: [] },
      checkout: (kind) => ({
        body: checkoutAnswer(kind, {
          member: true,
          contact: {
            email: 'mia@example.com',
            firstName: 'Mia',
            lastName: 'Lee',
            mobile: '+65 8123 4567',
          },
          address: {
            recipient: 'Tom Lee',
            phone: '+65 8123 9999',
            line1: '5 Tanjong Pagar',
            postcode: '088443',
          },
        }),
      }),
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Tom Lee'),
    );
    expect(
      screen.getByLabelText<HTMLInputElement>('Deliver to the contact above (same name and phone)')
        .checked,
    ).toBe(false);
  });

  it('shows an empty bag an empty state that leads to the shop, not the form', async () => {
    renderCheckout({
      checkout: (kind) => {
        const answer = checkoutAnswer(kind);
        return { body: { ...answer, bag: { ...answer.bag, lines: [], count: 0 } } };
      },
    });
    expect(
      (await screen.findByRole('link', { name: 'Continue shopping' })).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('button', { name: PLACE })).toBeNull();
  });
});

describe('CheckoutPage: resumable after a reload', () => {
  it('keeps the contact, delivery, address and method in the tab’s storage, never the card, and restores them', async () => {
    renderCheckout({ stores: [store(1, 'Beauty Storefront Orchard')] });
    await fillForm();
    fireEvent.click(screen.getByRole('radio', { name: 'PayNow' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    const saved = sessionStorage.getItem('checkout-draft:sg') ?? '';
    expect(JSON.parse(saved)).toMatchObject({
      contact: { email: 'ada@example.com', firstName: 'Ada' },
      delivery: 'standard',
      address: { postcode: '238859' },
      method: 'card',
    });
    expect(saved).not.toContain('4242');
    expect(saved).not.toContain('123"');
    cleanup();

    renderCheckout();
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com'),
    );
    expect(screen.getByLabelText('Postcode')).toHaveProperty('value', '238859');
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '');
  });

  it('names the QR scheme of the site, and Indonesia’s virtual accounts by bank', async () => {
    renderCheckout({
      checkout: (kind) => ({
        body: checkoutAnswer(kind, {
          paymentMethods: ['card', 'qris', 'va_bca', 'va_mandiri', 'va_bni'],
        }),
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'QRIS' }));
    expect(screen.getByText(/scan its QRIS QR code with your banking app/)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'BCA virtual account' }));
    expect(
      screen.getByText(
        /you get a BCA virtual account number to transfer the total to within 24 hours/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'BNI virtual account' })).toBeTruthy();
  });
});
