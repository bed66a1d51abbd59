import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistHeart } from '../../../client/features/wishlist/WishlistHeart';
import { announcement, liveRegions, renderInSite } from '../render-app';
import { apiError, deferred, scriptedApi } from './shopper-fetch';

afterEach(cleanup);

const heart = () => screen.getByRole('button', { name: 'Save Velvet Lip to my wish list' });

describe('WishlistHeart', () => {
  it('is a toggle button, inert until the shopper’s list is known, then pressed when the product is in it', async () => {
    const api = scriptedApi({ 'GET wishlist/': { body: { productIds: [7], items: [] } } });
    renderInSite(<WishlistHeart productId={7} productName="Velvet Lip" />, {
      fetcher: api.fetcher,
    });
    expect(heart().getAttribute('aria-disabled'), 'inert while the list is unknown').toBe('true');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(heart().getAttribute('aria-disabled')).toBeNull();
  });

  it('wishes optimistically, then keeps the server’s answer and says so politely', async () => {
    const answer = deferred<{ body: unknown }>();
    const api = scriptedApi({
      'GET wishlist/': { body: { productIds: [], items: [] } },
      'PUT wishlist': () => answer.promise,
    });
    renderInSite(<WishlistHeart productId={7} productName="Velvet Lip" />, {
      fetcher: api.fetcher,
    });
    await waitFor(() => expect(heart().getAttribute('aria-disabled')).toBeNull());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ productId: 7, wished: true });
    await act(async () => answer.resolve({ body: { productIds: [7], items: [] } }));
    await waitFor(() => expect(announcement()).toBe('Velvet Lip is in your wish list.'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back when the change fails, and says it could not be done', async () => {
    const api = scriptedApi({
      'GET wishlist/': { body: { productIds: [7], items: [] } },
      'PUT wishlist': apiError(400, 'VALIDATION_FAILED', ''),
    });
    renderInSite(<WishlistHeart productId={7} productName="Velvet Lip" />, {
      fetcher: api.fetcher,
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() =>
      expect(announcement()).toBe('Your wish list could not be updated. Please try again.'),
    );
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('un-wishes', async () => {
    const api = scriptedApi({
      'GET wishlist/': { body: { productIds: [7], items: [] } },
      'PUT wishlist': { body: { productIds: [], items: [] } },
    });
    renderInSite(<WishlistHeart productId={7} productName="Velvet Lip" />, {
      fetcher: api.fetcher,
    });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(announcement()).toBe('Velvet Lip was removed from your wish list.'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks through the page’s one live region: a row of hearts adds none of its own', async () => {
    const api = scriptedApi({ 'GET wishlist/': { body: { productIds: [], items: [] } } });
    renderInSite(
      <>
        <WishlistHeart productId={7} productName="Velvet Lip" />
        <WishlistHeart productId={8} productName="Silk Tint" />
        <WishlistHeart productId={9} productName="Dew Balm" />
      </>,
      { fetcher: api.fetcher },
    );
    await waitFor(() => expect(heart().getAttribute('aria-disabled')).toBeNull());
    expect(liveRegions()).toHaveLength(1);
  });

  it('has a translated label', async () => {
    const api = scriptedApi({ 'GET wishlist/': { body: { productIds: [], items: [] } } });
    renderInSite(<WishlistHeart productId={7} productName="絲絨唇膏" />, {
      country: 'hk',
      language: 'zh',
      fetcher: api.fetcher,
    });
    expect(screen.getByRole('button', { name: '將絲絨唇膏加入我的願望清單' })).toBeTruthy();
  });
});
