import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '../../../client/lib/i18n';
import { loadMessages } from '../../../client/lib/locale-loader';
import type { Language } from '../../../client/lib/sites';
import { readFeature, readLocale } from '../../locales/read-locale';

const LANGUAGES: Language[] = ['en', 'zh', 'id', 'th'];
const locale = (language: Language) => readLocale(language) as Messages;

describe('the browser messages, in chunks', () => {
  it.each(LANGUAGES)(
    '%s: the core holds every feature file but the lazy chunks (account with Beauty Pass, bag page, store and Happening pages, checkout page, order page) and the worker-only ones (mail, bag rules, order rules, Beauty Pass rules)',
    async (language) => {
      const core = (await import(`../../../locales/${language}/core.ts`)) as { default: object };
      const all = readLocale(language);
      const left = [
        'account',
        'bag-page',
        'booking',
        'checkout-page',
        'order-page',
        'mail',
        'bag-rules',
        'order-rules',
        'beauty-pass-rules',
      ].flatMap((feature) => Object.keys(readFeature(language, feature)));
      const expected = Object.fromEntries(
        Object.entries(all).filter(([group]) => !left.includes(group)),
      );
      expect(core.default).toEqual(expected);
    },
  );

  it('answers one object per language, with a chunk merged in once asked for', async () => {
    const core = await loadMessages('th');
    expect(core).not.toHaveProperty('signIn');
    expect(core).not.toHaveProperty('mail');
    const withAccount = await loadMessages('th', ['account']);
    expect(withAccount).toBe(core);
    expect(withAccount.signIn.title).toBe(locale('th').signIn.title);
    expect(await loadMessages('th')).toHaveProperty('auth.rules.length');
  });

  it('merges the bag page chunk once asked for (the /cart route and the mini-bag ask)', async () => {
    const core = await loadMessages('zh');
    expect(core).not.toHaveProperty('bagPage');
    await loadMessages('zh', ['bag-page']);
    expect(core.bagPage.mini.viewBag).toBe(locale('zh').bagPage.mini.viewBag);
  });

  it('merges the account chunk, with its Beauty Pass words, once asked for (the account route asks)', async () => {
    const core = await loadMessages('zh');
    expect(core).not.toHaveProperty('beautyPass');
    await loadMessages('zh', ['account']);
    expect(core.beautyPass.history.title).toBe(locale('zh').beautyPass.history.title);
    // The header's points summary is in every page's words.
    expect(core.nav.pointsSummary).toBe(locale('zh').nav.pointsSummary);
  });

  it('merges the order page chunk once asked for (the order, account and sandbox bank app routes ask)', async () => {
    const core = await loadMessages('th');
    expect(core).not.toHaveProperty('order');
    expect(core).not.toHaveProperty('sandboxPayments');
    await loadMessages('th', ['order-page']);
    expect(core.order.qr.expired).toBe(locale('th').order.qr.expired);
    expect(core.sandboxPayments.title).toBe(locale('th').sandboxPayments.title);
  });

  it("merges the store and Happening pages' words once asked for (only those routes ask)", async () => {
    const core = await loadMessages('zh');
    expect(core).not.toHaveProperty('services');
    expect(core).not.toHaveProperty('booking');
    await loadMessages('zh', ['booking']);
    expect(core.services.title).toBe(locale('zh').services.title);
    expect(core.booking.cancelTitle).toBe(locale('zh').booking.cancelTitle);
  });

  it('a translator made before a chunk loaded finds its messages afterwards', async () => {
    const t = createTranslator('id', await loadMessages('id'));
    expect(t('signIn.title')).toBe('signIn.title');
    expect(t('nav.bag')).toBe(locale('id').nav.bag);
    await loadMessages('id', ['account']);
    expect(t('signIn.title')).toBe(locale('id').signIn.title);
  });
});
