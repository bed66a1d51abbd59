import type { Layout, MenuItem } from '../../api/contract';

/**
 * The app stores' links of the site, from the layout: the footer's items `app-ios` and
 * `app-android` (the layout is the one place a site's links are kept, edited with its menus).
 * None yet: then the app prompt says what the app is for without a link.
 */
export function appLinks(layout: Layout): { ios?: string; android?: string } {
  const items: MenuItem[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      items.push(item);
      if (item.children) walk(item.children);
    }
  };
  walk(layout.footer.columns);
  return {
    ios: items.find((item) => item.id === 'app-ios')?.href,
    android: items.find((item) => item.id === 'app-android')?.href,
  };
}
