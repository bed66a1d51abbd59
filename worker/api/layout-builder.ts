import type { ExemptedPath, Layout, MenuItem } from '../../client/api/contract';
import { COUNTRIES } from '../../client/lib/sites';
import type { SiteState } from '../env';

export interface LayoutSources {
  brands: { slug: string; name: string }[];
  categories: { slug: string; name: string }[];
  exempted: ExemptedPath[];
  promoBar: string | null;
  forterSiteId: string | null;
  now: Date;
}

/**
 * The layout response: header menus, account menus, footer, welcome mat and
 * config, composed from the database rows and the request's language. Pure: every label
 * comes through the translator.
 */
export function buildLayout(site: SiteState, sources: LayoutSources): Layout {
  const { t } = site;
  const item = (id: string, label: string, href: string, children?: MenuItem[]): MenuItem =>
    children ? { id, label, href, children } : { id, label, href };
  const menus: MenuItem[] = [
    item(
      'brands',
      t('nav.brands'),
      '/brands',
      sources.brands.map((brand) =>
        item(`brand-${brand.slug}`, brand.name, `/brands/${brand.slug}`),
      ),
    ),
    item(
      'categories',
      t('nav.categories'),
      `/categories/${sources.categories[0]?.slug ?? ''}`,
      sources.categories.map((c) => item(`category-${c.slug}`, c.name, `/categories/${c.slug}`)),
    ),
    item('sale', t('nav.sale'), '/pages/sale'),
    item('gift-cards', t('nav.giftCards'), '/pages/gift-cards'),
    item('happening', t('nav.happening'), '/happening/services'),
  ];
  return {
    country: site.country,
    language: site.language,
    preview: site.preview,
    segments: site.segments,
    header: { menus, promoBar: sources.promoBar },
    accountMenu: {
      guest: [
        item('sign-in', t('nav.signIn'), '/sign_in'),
        item('sign-up', t('nav.signUp'), '/sign_in?mode=sign-up'),
      ],
      member: [
        item('account', t('nav.myAccount'), '/account'),
        item('orders', t('nav.orders'), '/account/orders'),
        item('reviews', t('nav.reviews'), '/account/reviews'),
        item('wishlist', t('nav.wishlist'), '/account/wishlist'),
        item('points', t('nav.points'), '/account/points'),
        item('beauty-profile', t('nav.beautyProfile'), '/account/beauty-profile'),
        item('dashboard', t('nav.dashboard'), '/account/dashboard'),
        item('sign-out', t('nav.signOut'), '/account/sign-out'),
      ],
    },
    footer: {
      columns: [
        item('shop', t('footer.shop'), '/brands', [
          item('f-brands', t('nav.brands'), '/brands'),
          item('f-sale', t('nav.sale'), '/pages/sale'),
          item('f-gift-cards', t('nav.giftCards'), '/pages/gift-cards'),
        ]),
        item('help', t('footer.help'), '/about', [
          item('f-about', t('footer.about'), '/about'),
          item('f-services', t('footer.services'), '/happening/beauty-services'),
          item('f-stores', t('footer.stores'), '/store-locations'),
        ]),
      ],
      legal: [
        item('privacy', t('footer.privacy'), '/pages/privacy-policy'),
        item('terms', t('footer.terms'), '/pages/terms?section=legal-terms'),
      ],
    },
    welcomeMat: {
      sites: COUNTRIES.map((country) => ({
        country,
        label: t(`countries.${country}`),
        href: `/?country_code=${country}`,
      })),
    },
    config: { forterSiteId: sources.forterSiteId, smartLinkExemptedPaths: sources.exempted },
    generatedAt: sources.now.toISOString(),
  };
}
