import { describe, expect, it } from 'vitest';
import { settlePageLoad } from '../../../client/app/load-page';
import type { PagePayload } from '../../../client/app/payload';
import type { PageModule } from '../../../routes/types';

const here = { href: 'https://shop.example/sg/makeup', origin: 'https://shop.example' };
const url = new URL('https://shop.example/sg/brands/');
const page = { default: (() => null) as unknown as PageModule };
const payload = { buildId: 'b1', title: 'Brands', state: {} } as unknown as PagePayload;
const settle = (over: Partial<Parameters<typeof settlePageLoad>[0]>) =>
  settlePageLoad({
    url,
    chunk: Promise.resolve(page),
    data: Promise.resolve(payload),
    buildId: 'b1',
    pop: false,
    here,
    ...over,
  });

describe('settlePageLoad', () => {
  it('renders when the code and the data of this build arrived', async () => {
    expect(await settle({})).toEqual({ kind: 'render', module: page.default, payload });
  });

  it('reports a chunk that failed, before looking at the data', async () => {
    const error = new Error('chunk');
    // The router's payload promises are always handled (usePayloads forgets a failed one).
    const data = Promise.reject(new Error('offline'));
    data.catch(() => undefined);
    const loaded = await settle({ chunk: Promise.reject(error), data });
    expect(loaded).toEqual({ kind: 'chunk-failed', error });
  });

  it('lets the server answer a page whose data did not come', async () => {
    expect(await settle({ data: Promise.reject(new Error('offline')) })).toEqual({
      kind: 'document',
      href: url.href,
      replace: false,
    });
  });

  it('loads a redirect on this site as a document, replacing history on back or forward', async () => {
    const data = Promise.resolve({ redirect: '/sign_in?return_to=%2Fsg%2Fbrands%2F' });
    const target = 'https://shop.example/sign_in?return_to=%2Fsg%2Fbrands%2F';
    expect(await settle({ data })).toEqual({ kind: 'document', href: target, replace: false });
    expect(await settle({ data, pop: true })).toEqual({
      kind: 'document',
      href: target,
      replace: true,
    });
  });

  it('never follows a redirect off the site: the page asked for is loaded instead', async () => {
    const data = Promise.resolve({ redirect: '//evil.example/' });
    expect(await settle({ data })).toMatchObject({ kind: 'document', href: url.href });
  });

  it('notices data from a newer release', async () => {
    const data = Promise.resolve({ ...payload, buildId: 'b2' });
    expect(await settle({ data })).toEqual({ kind: 'newer-build', href: url.href });
  });
});
