import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { withLocaleNumbers, type Translate } from '../lib/i18n';
import { defaultLanguage, localeTag } from '../lib/sites';
import type { PageContextData } from './page-context';

export interface SiteValue extends PageContextData {
  locale: string;
  defaultLanguage: string;
  t: Translate;
  api: ApiClient;
  /** CSP nonce for inline scripts rendered while streaming; empty in the browser. */
  nonce: string;
}

const SiteContext = createContext<SiteValue | null>(null);

export function SiteProvider(props: {
  page: PageContextData;
  t: Translate;
  api: ApiClient;
  nonce: string;
  children: ReactNode;
}) {
  const { page, t, api, nonce } = props;
  const locale = localeTag(page.language, page.country);
  // One translator per page locale: effects that depend on `t` must not re-run on every render.
  const translate = useMemo(() => withLocaleNumbers(t, locale), [t, locale]);
  const value: SiteValue = {
    ...page,
    locale,
    defaultLanguage: defaultLanguage(page.country),
    t: translate,
    api,
    nonce,
  };
  return <SiteContext.Provider value={value}>{props.children}</SiteContext.Provider>;
}

/** The site (country, language, translator, API client) of the current page. */
export function useSite(): SiteValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside SiteProvider');
  return value;
}

/** The translator bound to the current page's language. */
export function useT(): Translate {
  return useSite().t;
}
