import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import {
  notFound,
  outcomeOf,
  PageOutcomeSignal,
  redirect,
  signInPath,
  signInRequired,
  type PageOutcome,
} from '../../routes/outcome';

const NOT_FOUND = 'Page not found';

function thrown(run: () => never): PageOutcome {
  try {
    run();
  } catch (error) {
    if (error instanceof PageOutcomeSignal) return error.outcome;
    throw error;
  }
  throw new Error('did not throw');
}

describe('the outcome helpers', () => {
  it('notFound() ends a load with a 404, titled by the page or by the caller', async () => {
    expect(thrown(() => notFound('Landing Page not found'))).toEqual({
      status: 404,
      title: 'Landing Page not found',
    });
    await expect(outcomeOf(async () => notFound(), NOT_FOUND)).resolves.toEqual({
      status: 404,
      title: NOT_FOUND,
    });
  });

  it('redirect() ends a load with a Location on this site, 302 unless told', () => {
    expect(thrown(() => redirect('/pages/sale'))).toEqual({
      redirect: { to: '/pages/sale', status: 302 },
    });
    expect(thrown(() => redirect('/brands/new', 301))).toEqual({
      redirect: { to: '/brands/new', status: 301 },
    });
    // Never another host: the one rule of client/lib/site-path.ts.
    for (const to of ['//evil.example/x', '/\\evil.example', '\t//evil.example'])
      expect(thrown(() => redirect(to)).redirect?.to).toMatch(/^\/[^/\\]/);
  });

  it('signInRequired() sends a guest to sign in and back to the same path and query', () => {
    expect(thrown(() => signInRequired('/account/orders', 'page=2'))).toEqual({
      redirect: { to: '/sign_in?return_to=%2Faccount%2Forders%3Fpage%3D2', status: 302 },
    });
    expect(signInPath('/orders/A1')).toBe('/sign_in?return_to=%2Forders%2FA1');
  });

  it('signInPath() returns to / instead of a path off this site', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/x'])
      expect(signInPath(path)).toBe('/sign_in?return_to=%2F');
  });

  it('outcomeOf() takes a returned outcome as it is, 200 unless told', async () => {
    await expect(outcomeOf(async () => ({ title: 'Solenne' }), NOT_FOUND)).resolves.toEqual({
      status: 200,
      title: 'Solenne',
    });
    await expect(
      outcomeOf(async () => ({ redirect: { to: '//evil.example', status: 307 } }), NOT_FOUND),
    ).resolves.toEqual({ redirect: { to: '/evil.example', status: 307 } });
  });

  it('outcomeOf() lets any other failure through (the 500 page)', async () => {
    await expect(
      outcomeOf(async () => {
        throw new Error('D1 is down');
      }, NOT_FOUND),
    ).rejects.toThrow('D1 is down');
  });
});

describe('the route table declares access and cache class', () => {
  it('gives every route an access and a cache class', () => {
    for (const route of ROUTES) {
      expect(['public', 'member', 'owner'], route.id).toContain(route.access);
      expect(['shared', 'private'], route.id).toContain(route.cache);
    }
  });

  it('keeps every member and owner page private', () => {
    for (const route of ROUTES.filter((r) => r.access !== 'public'))
      expect(route.cache, route.id).toBe('private');
  });

  it('asks sign-in for the account and bookings; an order is for whoever the API lets see it (guests too); the wish list is for guests too', () => {
    const of = (id: string) => ROUTES.find((route) => route.id === id);
    expect(of('account')).toMatchObject({ access: 'member', cache: 'private' });
    expect(of('order')).toMatchObject({ access: 'public', cache: 'private' });
    expect(of('booking-manage')).toMatchObject({ access: 'owner', cache: 'private' });
    expect(of('happening')).toMatchObject({ access: 'public', cache: 'shared' });
    expect(of('wishlist')).toMatchObject({ access: 'public', cache: 'private' });
    expect(of('home')).toMatchObject({ access: 'public', cache: 'shared' });
  });
});
