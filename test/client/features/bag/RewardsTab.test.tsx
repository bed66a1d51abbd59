import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BagLine } from '../../../../client/api/bag-contract';
import type { Reward, Rewards } from '../../../../client/api/beauty-pass-contract';
import type { Language } from '../../../../client/lib/sites';
import { BagPage } from '../../../../client/features/bag/BagPage';
import { BagLink } from '../../../../client/features/bag/BagLink';
import { announcement, renderInSite } from '../../render-app';
import { deferred, scriptedApi } from '../shopper-fetch';
import { line, pricedBag, QUIET_PARTS, refusal } from './bag-fixtures';

afterEach(cleanup);

const MEMBER = { signedIn: true, tier: 'white', geoCountry: null, segments: [] };
const GUEST = { signedIn: false, geoCountry: null, segments: [] };

function reward(id: number, name: string, points: number, fields: Partial<Reward> = {}): Reward {
  return {
    id,
    points,
    group: points < 500 ? 'under_500' : 'from_500',
    minTier: null,
    state: 'available',
    missing: 0,
    product: {
      slug: `reward-${id}`,
      name,
      brand: 'Solenne',
      shade: null,
      size: '5 ml',
      image: '/images/p/skincare/d8c3b8.svg',
    },
    ...fields,
  };
}

/** A White member with 1,250 points, and one reward of each state. */
function rewards(fields: Partial<Rewards> = {}, inBag: number[] = []): Rewards {
  return {
    signedIn: true,
    tier: 'white',
    available: 1250,
    inBagPoints: inBag.length ? 450 : 0,
    rewards: [
      reward(1, 'Mini Rose Balm', 200),
      reward(2, 'Travel Serum', 450),
      reward(3, 'Silk Mask', 300, { state: 'fully_redeemed' }),
      reward(4, 'Gold Palette', 900, { minTier: 'gold', state: 'tier_locked' }),
      reward(5, 'Black Edit Set', 600, { minTier: 'black', state: 'tier_locked' }),
      reward(6, 'Grand Set', 1300, { state: 'not_enough_points', missing: 50 }),
    ].map((each) =>
      inBag.includes(each.id) ? { ...each, state: 'in_bag' as const, missing: 0 } : each,
    ),
    ...fields,
  };
}

/** The Travel Serum reward as a line of the bag: no money, 450 points. */
function rewardLine(fields: Partial<BagLine> = {}): BagLine {
  return line({
    id: 'reward:2',
    variantId: 920,
    kind: 'reward',
    unitPrice: 0,
    base: 0,
    amount: 0,
    maxQuantity: 1,
    rewardId: 2,
    points: 450,
    product: { ...line({ id: '9' }).product, slug: 'reward-2', name: 'Travel Serum' },
    ...fields,
  });
}

const bagWithout = () => pricedBag({ rewards: { points: 0, available: 1250 } });
const bagWith = (fields: Partial<BagLine> = {}) => {
  const bag = bagWithout();
  return {
    ...bag,
    lines: [...bag.lines, rewardLine(fields)],
    rewards: { points: 450, available: 1250 },
  };
};

function renderBag(
  routes: Parameters<typeof scriptedApi>[0],
  options: { user?: object; language?: Language } = {},
) {
  const api = scriptedApi({
    ...QUIET_PARTS,
    'GET user': { body: options.user ?? MEMBER },
    ...routes,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retryDelay: 0 } },
  });
  renderInSite(<BagPage />, { fetcher: api.fetcher, queryClient, language: options.language });
  return api;
}

/** Opens the rewards tab and answers its panel. */
async function openRewards(name = 'Beauty Pass rewards') {
  const tab = await screen.findByRole('tab', { name });
  fireEvent.click(tab);
  return screen.getByRole('tabpanel', { name });
}

const changes = (api: ReturnType<typeof scriptedApi>) =>
  api.calls.filter((call) => call.method !== 'GET');

describe('the rewards tab: a member', () => {
  it('shows the balance and the rewards in two groups, each a list under its heading', async () => {
    renderBag({
      'GET cart/': { body: bagWithout() },
      'GET cart/beauty-pass-offers/': { body: rewards() },
    });
    const panel = await openRewards();
    await within(panel).findByRole('button', { name: 'Redeem Travel Serum' });
    expect(within(panel).getByText('You have 1,250 points')).toBeTruthy();
    expect(within(panel).getByText('This order earns you 20 points.')).toBeTruthy();
    expect(within(panel).queryByText(/birthday/)).toBeNull();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Up to 499 points', '500 points and more']);
    const groups = [
      within(panel).getByRole('region', { name: 'Up to 499 points' }),
      within(panel).getByRole('region', { name: '500 points and more' }),
    ];
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.reward-name')?.textContent);
    expect(names(groups[0])).toEqual(['Mini Rose Balm', 'Travel Serum', 'Silk Mask']);
    expect(names(groups[1])).toEqual(['Gold Palette', 'Black Edit Set', 'Grand Set']);
    const serum = within(groups[0]).getAllByRole('listitem')[1];
    expect(serum.querySelector('img')?.getAttribute('src')).toBe('/images/p/skincare/d8c3b8.svg');
    expect(serum.querySelector('.bag-line-brand')?.textContent).toBe('Solenne');
    expect(serum.querySelector('.reward-points')?.textContent).toBe('450 points');
  });

  it('greys each reward it cannot redeem, its reason the button’s words, and sends nothing for it', async () => {
    const api = renderBag({
      'GET cart/': { body: bagWithout() },
      'GET cart/beauty-pass-offers/': { body: rewards() },
    });
    const panel = await openRewards();
    const reasons = {
      'Silk Mask': 'Fully redeemed',
      'Gold Palette': 'For Gold members only',
      'Black Edit Set': 'For Black members and above',
      'Grand Set': 'You need 50 more points',
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const button = await within(panel).findByRole('button', { name: `${name}: ${reason}` });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.closest('li')?.className).toContain('is-greyed');
      // The reason is visible text, not only a name for screen readers.
      expect(button.textContent).toBe(`${name}: ${reason}`);
      expect(button.querySelector('.visually-hidden')?.textContent).toBe(`${name}: `);
      fireEvent.click(button);
    }
    expect(
      within(panel)
        .getByRole('button', { name: 'Redeem Mini Rose Balm' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    expect(changes(api)).toEqual([]);
  });

  it('says "You need 1 more point" for one point, and a tier in the page’s language', async () => {
    renderBag(
      {
        'GET cart/': { body: bagWithout() },
        'GET cart/beauty-pass-offers/': {
          body: rewards({
            rewards: [
              reward(6, 'Grand Set', 1251, { state: 'not_enough_points', missing: 1 }),
              reward(4, 'Gold Palette', 900, { minTier: 'gold', state: 'tier_locked' }),
              reward(5, 'Black Edit Set', 600, { minTier: 'black', state: 'tier_locked' }),
            ],
          }),
        },
      },
      {},
    );
    const panel = await openRewards();
    expect(
      await within(panel).findByRole('button', { name: 'Grand Set: You need 1 more point' }),
    ).toBeTruthy();
    cleanup();

    renderBag(
      {
        'GET cart/': { body: bagWithout() },
        'GET cart/beauty-pass-offers/': {
          body: rewards({
            rewards: [
              reward(4, 'Gold Palette', 900, { minTier: 'gold', state: 'tier_locked' }),
              reward(5, 'Black Edit Set', 600, { minTier: 'black', state: 'tier_locked' }),
            ],
          }),
        },
      },
      { language: 'zh' },
    );
    const zh = await openRewards('Beauty Pass 獎賞');
    expect(
      await within(zh).findByRole('button', { name: /^Gold Palette：\s?金卡會員專享$/ }),
    ).toBeTruthy();
    expect(
      within(zh).getByRole('button', { name: /^Black Edit Set：\s?黑卡或以上會員專享$/ }),
    ).toBeTruthy();
    expect(within(zh).getByRole('heading', { name: '500積分或以上' })).toBeTruthy();
  });

  it('redeems: sends the reward, the bag takes its line, the button becomes Remove "In your bag" with focus on it', async () => {
    const answer = deferred<{ status?: number; body: unknown }>();
    const api = renderBag({
      'GET cart/': { body: bagWithout() },
      'GET cart/beauty-pass-offers/': [{ body: rewards() }, { body: rewards({}, [2]) }],
      'POST cart/beauty-pass-offers/': () => answer.promise,
    });
    const panel = await openRewards();
    const redeem = await within(panel).findByRole('button', { name: 'Redeem Travel Serum' });
    redeem.focus();
    fireEvent.click(redeem);
    // While the API answers: busy, and a second press sends nothing more.
    await waitFor(() => expect(redeem.textContent).toBe('Redeeming… Travel Serum'));
    expect(redeem.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(redeem);

    await act(async () => answer.resolve({ body: bagWith() }));
    const remove = await within(panel).findByRole('button', { name: 'Remove Travel Serum' });
    // The same button, now the way back: keyboard focus has not moved.
    expect(remove).toBe(redeem);
    expect(document.activeElement).toBe(remove);
    expect(remove.closest('li')?.querySelector('.reward-in-bag')?.textContent).toBe('In your bag');
    expect(within(panel).getByText('You have 1,250 points · 450 in your bag')).toBeTruthy();
    // What is left for the others: 1,250 − 450 = 800.
    expect(
      within(panel).getByRole('button', { name: 'Grand Set: You need 500 more points' }),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Redeem Mini Rose Balm' })).toBeTruthy();
    await waitFor(() =>
      expect(announcement()).toBe('Travel Serum is in your bag, for 450 points.'),
    );

    // The bag's lines have it, for its points.
    const lines = screen.getByRole('region', { name: 'Items in your bag' });
    expect(within(lines).getByText('Beauty Pass reward · 450 points')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain(
      'Your rewards use 450 of your Beauty Pass points.',
    );

    expect(changes(api)).toEqual([
      { method: 'POST', path: 'cart/beauty-pass-offers/', body: { rewardId: 2 } },
    ]);
  });

  it('shows a refusal by its reward and says it, then the reward as it now is', async () => {
    const FULLY = 'This reward is fully redeemed.';
    const now = rewards();
    now.rewards[1] = { ...now.rewards[1], state: 'fully_redeemed' };
    renderBag({
      'GET cart/': { body: bagWithout() },
      'GET cart/beauty-pass-offers/': [{ body: rewards() }, { body: now }],
      'POST cart/beauty-pass-offers/': refusal(409, 'FULLY_REDEEMED', FULLY, { field: 'rewardId' }),
    });
    const panel = await openRewards();
    const redeem = await within(panel).findByRole('button', { name: 'Redeem Travel Serum' });
    redeem.focus();
    fireEvent.click(redeem);
    const message = await within(panel).findByText(FULLY);
    expect(message.closest('li')).toBe(redeem.closest('li'));
    expect(redeem.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(announcement()).toBe(FULLY));
    // Not a notification as well: the tab says it.
    expect(document.querySelector('.toast')).toBeNull();
    // The list is asked again: the reward is greyed now, focus still on its button.
    await waitFor(() => expect(redeem.textContent).toBe('Travel Serum: Fully redeemed'));
    expect(document.activeElement).toBe(redeem);
  });

  it('removes a reward from the tab at once; the button is Redeem again, focus on it', async () => {
    const api = renderBag({
      'GET cart/': { body: bagWith() },
      'GET cart/beauty-pass-offers/': [{ body: rewards({}, [2]) }, { body: rewards() }],
      'DELETE cart/beauty-pass-offers/2': { body: bagWithout() },
    });
    const panel = await openRewards();
    const remove = await within(panel).findByRole('button', { name: 'Remove Travel Serum' });
    expect(within(panel).getByText('You have 1,250 points · 450 in your bag')).toBeTruthy();
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(remove.textContent).toBe('Redeem Travel Serum'));
    expect(document.activeElement).toBe(remove);
    expect(within(panel).getByText('You have 1,250 points')).toBeTruthy();
    await waitFor(() => expect(announcement()).toBe('Travel Serum was removed from your bag.'));
    expect(screen.queryByText('Beauty Pass reward · 450 points')).toBeNull();
    expect(changes(api)).toEqual([
      { method: 'DELETE', path: 'cart/beauty-pass-offers/2', body: undefined },
    ]);
  });

  it('says there are no rewards when the site has none', async () => {
    renderBag({
      'GET cart/': { body: bagWithout() },
      'GET cart/beauty-pass-offers/': { body: rewards({ rewards: [] }) },
    });
    const panel = await openRewards();
    expect(await within(panel).findByText('Samples or rewards not available')).toBeTruthy();
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says purchases earn double points in the birthday month', async () => {
    renderBag(
      {
        'GET cart/': { body: bagWithout() },
        'GET cart/beauty-pass-offers/': { body: rewards() },
      },
      { user: { ...MEMBER, birthdayMonth: true } },
    );
    const panel = await openRewards();
    expect(
      await within(panel).findByText("It's your birthday month: this order earns double points."),
    ).toBeTruthy();
    expect(within(panel).getByText('This order earns you 20 points.')).toBeTruthy();
  });
});

describe('the rewards tab: a guest', () => {
  it('asks to sign in or join, back to the bag, and shows the rewards greyed "For members"', async () => {
    const api = renderBag(
      {
        'GET cart/': { body: bagWithout() },
        'GET cart/beauty-pass-offers/': {
          body: {
            signedIn: false,
            tier: null,
            available: 0,
            inBagPoints: 0,
            rewards: [reward(1, 'Mini Rose Balm', 200, { state: 'members_only' })],
          },
        },
      },
      { user: GUEST },
    );
    const panel = await openRewards();
    expect(
      within(panel).getByText('Sign in or join Beauty Pass to redeem your rewards.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign_in?return_to=%2Fcart',
    );
    expect(within(panel).getByRole('link', { name: 'Join Beauty Pass' }).getAttribute('href')).toBe(
      '/sign_in?mode=sign-up&return_to=%2Fcart',
    );
    const button = await within(panel).findByRole('button', {
      name: 'Mini Rose Balm: For members',
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    // No balance for a guest, no account asked for.
    expect(within(panel).queryByText(/You have/)).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).not.toContain('GET account');
    expect(changes(api)).toEqual([]);
  });
});

describe('a reward line in the bag', () => {
  const SHORT =
    'You no longer have enough points for the rewards in your bag. Remove a reward to continue.';

  it('shows its points instead of a price, no quantity, its problem, and Remove takes it out', async () => {
    const api = renderBag({
      'GET cart/': {
        body: {
          ...bagWith({
            problems: [{ code: 'reward_points_short', message: SHORT, blocking: true }],
          }),
          checkoutBlocked: true,
        },
      },
      'GET cart/beauty-pass-offers/': { body: rewards({}, [2]) },
      'DELETE cart/beauty-pass-offers/2': { body: bagWithout() },
    });
    const lines = await screen.findByRole('region', { name: 'Items in your bag' });
    const item = (await within(lines).findByText('Beauty Pass reward · 450 points')).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Travel Serum' })).toBeTruthy();
    expect(item.querySelector('.bag-line-amount')).toBeNull();
    expect(within(item).queryByLabelText('Quantity of Travel Serum')).toBeNull();
    expect(item.textContent).not.toContain('Quantity');
    expect(within(item).getByText(SHORT).closest('li')?.textContent).toBe(
      `Needed before checkout: ${SHORT}`,
    );
    expect(
      screen.getByRole('button', { name: 'Secure checkout' }).getAttribute('aria-disabled'),
    ).toBe('true');

    const remove = within(item).getByRole('button', { name: 'Remove Travel Serum' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Beauty Pass reward · 450 points')).toBeNull());
    // Its controls went with it: focus is on the heading of the lines.
    expect(document.activeElement?.id).toBe('bag-lines-title');
    await waitFor(() => expect(announcement()).toBe('Travel Serum was removed from your bag.'));
    expect(changes(api)).toEqual([
      { method: 'DELETE', path: 'cart/beauty-pass-offers/2', body: undefined },
    ]);
  });

  it('is a Beauty Pass reward in the mini-bag, for its points, with no price', async () => {
    const serum = line({ id: '1' });
    const reward = rewardLine();
    const api = scriptedApi({
      'GET cart/items-count/': { body: { count: 1 } },
      'GET cart/bag/': {
        body: {
          lines: [serum, reward].map(({ id, kind, quantity, amount, points, product, bundle }) => ({
            id,
            kind,
            quantity,
            amount,
            ...(points === undefined ? {} : { points }),
            product,
            bundle,
          })),
          count: 1,
          subtotal: 2000,
          total: 2500,
          currency: 'SGD',
          checkoutBlocked: false,
        },
      },
    });
    renderInSite(<BagLink />, { fetcher: api.fetcher });
    fireEvent.click(await screen.findByRole('button', { name: /^Bag, items/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your bag' });
    const item = (await within(dialog).findByText('Travel Serum')).closest('li')!;
    expect(item.querySelector('.mini-bag-line-figures')?.textContent).toBe(
      `Beauty Pass reward · ${reward.points} points`,
    );
  });
});
