import { describe, expect, it } from 'vitest';
import { isExemptedPath } from '../../../client/lib/exempt';
import {
  arrivalOf,
  navigationKind,
  payloadUrl,
  sameDocumentStep,
  withLanguage,
} from '../../../client/lib/navigation';

const exempted = [
  { type: 'absolute' as const, value: '/users/unlock' },
  { type: 'startsWith' as const, value: '/happening/services/booxi' },
  { type: 'regex' as const, value: '^/sandbox(/|$)' },
];

describe('isExemptedPath', () => {
  it('matches absolute, startsWith and regex items', () => {
    expect(isExemptedPath('/users/unlock', exempted)).toBe(true);
    expect(isExemptedPath('/users/unlock/more', exempted)).toBe(false);
    expect(isExemptedPath('/happening/services/booxi/success', exempted)).toBe(true);
    expect(isExemptedPath('/sandbox', exempted)).toBe(true);
    expect(isExemptedPath('/sandboxes', exempted)).toBe(false);
    expect(isExemptedPath('/about', exempted)).toBe(false);
  });

  it('treats an invalid regex as no match instead of failing every link', () => {
    expect(isExemptedPath('/about', [{ type: 'regex', value: '([' }])).toBe(false);
  });
});

describe('navigationKind', () => {
  const base = {
    fromMatched: true,
    toMatched: true,
    toPath: '/about',
    exempted,
    newerBuild: false,
  };
  it('is client-side between two matched routes', () => {
    expect(navigationKind(base)).toBe('client');
  });
  it('is a full load when either side has no route, the target is exempted, or a newer build is out', () => {
    expect(navigationKind({ ...base, fromMatched: false })).toBe('full');
    expect(navigationKind({ ...base, toMatched: false })).toBe('full');
    expect(navigationKind({ ...base, toPath: '/users/unlock' })).toBe('full');
    expect(navigationKind({ ...base, newerBuild: true })).toBe('full');
  });
});

describe('withLanguage', () => {
  it('adds the current language to a link without one when it is not the default', () => {
    expect(withLanguage(new URL('http://x/about'), 'zh', 'en').search).toBe('?language=zh');
    expect(withLanguage(new URL('http://x/about?language=en'), 'zh', 'en').search).toBe(
      '?language=en',
    );
    expect(withLanguage(new URL('http://x/about'), 'en', 'en').search).toBe('');
  });
});

describe('payloadUrl', () => {
  it('appends /_payload.json to the path and the build id to the query', () => {
    expect(payloadUrl(new URL('http://x/'), 'b1')).toBe('/_payload.json?v=b1');
    expect(payloadUrl(new URL('http://x/brands/solenne/?language=zh'), 'b1')).toBe(
      '/brands/solenne/_payload.json?language=zh&v=b1',
    );
  });
});

describe('arrivalOf', () => {
  it('takes a new page to its top, focuses its heading and announces it', () => {
    expect(arrivalOf({ newPage: true, hash: '', keepScroll: false })).toEqual({
      target: 'heading',
      announce: true,
    });
  });

  it('takes a new page with a hash to that target, and still announces the page', () => {
    expect(arrivalOf({ newPage: true, hash: '#details', keepScroll: false })).toEqual({
      target: 'hash',
      announce: true,
    });
  });

  it('moves within the same page to the hash target without announcing a page', () => {
    expect(arrivalOf({ newPage: false, hash: '#details', keepScroll: false })).toEqual({
      target: 'hash',
      announce: false,
    });
  });

  it('leaves focus and scroll alone when the shopper changed what they look at (a filter)', () => {
    expect(arrivalOf({ newPage: true, hash: '', keepScroll: true })).toEqual({
      target: 'none',
      announce: false,
    });
  });
});

describe('sameDocumentStep', () => {
  const current = { path: '/makeup', search: 'sort=new' };
  const at = (href: string) => new URL(href, 'https://shop.example');

  it('leaves a fragment the browser followed (or went back to) where it is', () => {
    expect(sameDocumentStep(at('/makeup?sort=new#main'), current, true)).toBe('fragment-popped');
    expect(sameDocumentStep(at('/makeup?sort=new'), current, true)).toBe('fragment-popped');
  });

  it('pushes a link to a fragment of this page', () => {
    expect(sameDocumentStep(at('/makeup?sort=new#reviews'), current, false)).toBe(
      'fragment-pushed',
    );
  });

  it('loads another page, the same page with another query, or this page again', () => {
    expect(sameDocumentStep(at('/skincare?sort=new#main'), current, false)).toBeUndefined();
    expect(sameDocumentStep(at('/makeup?sort=price#main'), current, true)).toBeUndefined();
    expect(sameDocumentStep(at('/makeup?sort=new'), current, false)).toBeUndefined();
    expect(sameDocumentStep(at('/makeup'), { path: '/makeup', search: '' }, false)).toBeUndefined();
  });
});
