import { describe, expect, it } from 'vitest';
import { serverErrorPage } from '../../../worker/render/error-page';
import { translatorFor } from '../../../worker/i18n';

describe('serverErrorPage', () => {
  it('is a translated page in the site language that names the request ID', () => {
    const html = serverErrorPage({
      locale: 'zh-HK',
      t: translatorFor('zh'),
      siteTitle: 'Beauty Storefront Hong Kong',
      requestId: '8f1c2a3b4d5e6f70-HKG',
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-HK"/);
    expect(html).toContain(`<h1>${translatorFor('zh')('errors.serverTitle')}</h1>`);
    // The ID in an element of its own (one click selects it), no space next to Chinese.
    expect(html).toContain(
      '錯誤編號：<code class="request-id" data-request-id="">8f1c2a3b4d5e6f70-HKG</code>。',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Beauty Storefront Hong Kong</title>');
  });

  it('escapes everything it prints and runs no script', () => {
    const html = serverErrorPage({
      locale: 'en"><script>x</script>',
      t: translatorFor('en'),
      siteTitle: '<b>Shop</b>',
      requestId: '<img src=x onerror=alert(1)>',
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});
