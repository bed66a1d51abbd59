import { describe, expect, it } from 'vitest';
import { cookiesOf, get, pageDataOf } from '../helpers';

async function countryOf(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.status).toBe(200);
  return { page: pageDataOf(await response.text()).page, cookies: cookiesOf(response) };
}

describe('country resolution through the worker', () => {
  it('uses the host suffix first', async () => {
    const { page } = await countryOf('http://shop.example.com.au/about?country_code=th', {
      'x-site-country': 'hk',
      cookie: 'locale=my',
    });
    expect(page.country).toBe('au');
  });

  it('uses x-site-country when the host has none', async () => {
    expect(
      (await countryOf('http://localhost/about', { 'x-site-country': 'nz', cookie: 'locale=my' }))
        .page.country,
    ).toBe('nz');
  });

  it('lets country_code override the cookie and stores the new choice for a year', async () => {
    const { page, cookies } = await countryOf('http://localhost/about?country_code=%20PH%20', {
      cookie: 'locale=my',
    });
    expect(page.country).toBe('ph');
    expect(cookies.locale).toMatch(
      /^locale=ph; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('uses the cookie, and writes nothing when nothing changed', async () => {
    const { page, cookies } = await countryOf('http://localhost/about', { cookie: 'locale=my' });
    expect(page.country).toBe('my');
    expect(cookies).toEqual({});
  });

  it('defaults to SG and ignores unsupported values', async () => {
    const { page, cookies } = await countryOf('http://localhost/about?country_code=us', {
      cookie: 'locale=fr',
      'x-site-country': 'zz',
    });
    expect(page.country).toBe('sg');
    expect(cookies).toEqual({});
  });
});

describe('language resolution through the worker', () => {
  it('takes the language query, stores it and renders in it', async () => {
    const response = await get('http://localhost/about?country_code=th&language=en');
    expect(response.status).toBe(200);
    expect(pageDataOf(await response.text()).page.language).toBe('en');
    expect(cookiesOf(response).lng_th).toMatch(
      /^lng_th=en; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('defaults to the country language: Thai in TH, Indonesian in ID', async () => {
    expect(await (await get('http://localhost/about?country_code=th')).text()).toContain(
      '<html lang="th-TH"',
    );
    expect(await (await get('http://localhost/about?country_code=id')).text()).toContain(
      '<html lang="id-ID"',
    );
  });

  it('redirects a language cookie that is not the default into the URL', async () => {
    const response = await get('http://localhost/about', { cookie: 'locale=hk; lng_hk=zh' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about?language=zh');
  });

  it('redirects the default language to the clean URL and stores it', async () => {
    const response = await get('http://localhost/about?language=en&x=1', {
      cookie: 'locale=hk; lng_hk=zh',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about?x=1');
    expect(cookiesOf(response).lng_hk).toMatch(/^lng_hk=en;/);
  });

  it('ignores a language the country lacks', async () => {
    const response = await get('http://localhost/about?language=zh');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
    expect(cookiesOf(response)).toEqual({});
  });
});

describe('language-prefixed paths', () => {
  it('redirect to the unprefixed path with the language applied and stored', async () => {
    const response = await get('http://shop.example.hk/zh/brands/solenne?sort=new');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/brands/solenne?sort=new&language=zh');
    expect(cookiesOf(response).lng_hk).toMatch(
      /^lng_hk=zh; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it('send the default language to the clean path', async () => {
    const response = await get('http://shop.example.co.th/th');
    expect(response.headers.get('location')).toBe('/');
    expect(cookiesOf(response).lng_th).toMatch(/^lng_th=th;/);
  });
});

describe('first visit', () => {
  it('follows Accept-Language to another language of the country', async () => {
    const response = await get('http://shop.example.hk/', {
      'accept-language': 'zh-HK,zh;q=0.9,en;q=0.5',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?language=zh');
  });

  it('does not once a language was chosen, or on other pages', async () => {
    expect(
      (await get('http://shop.example.hk/', { 'accept-language': 'zh', cookie: 'lng_hk=en' }))
        .status,
    ).toBe(200);
    expect((await get('http://shop.example.hk/about', { 'accept-language': 'zh' })).status).toBe(
      200,
    );
  });
});

describe('legacy brand slugs and route rules', () => {
  it('301 to the current slug', async () => {
    const response = await get('http://localhost/brands/lumiere/makeup?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/brands/lumiere-atelier/makeup?x=1');
  });

  it('apply redirect rules and header rules', async () => {
    const sale = await get('http://localhost/sale');
    expect(sale.status).toBe(301);
    expect(sale.headers.get('location')).toBe('/pages/sale');
    expect((await get('http://localhost/sandbox')).headers.get('x-robots-tag')).toBe(
      'noindex, nofollow',
    );
  });
});

describe('bad input', () => {
  it.each([
    '/about?country_code=%00',
    '/about?language=%E0%A4%A',
    '/%E0%A4%A',
    '/brands/%E0%A4%A',
    `/about?${'x'.repeat(6000)}=1`,
    '/orders/%3Cimg%20src%3Dx%3E',
  ])('%s is never a server error', async (path) => {
    const response = await get(`http://localhost${path}`);
    expect(response.status).toBeLessThan(500);
  });
});
