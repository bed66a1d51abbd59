import { useSuspenseQuery } from '@tanstack/react-query';
import { queries } from '../api/queries';
import { useSite } from './site-context';

/** The layout (menus, footer, welcome mat, config) of the current site: loaded before the first render. */
export function useLayout() {
  const site = useSite();
  return useSuspenseQuery(queries.layout(site.api, site)).data;
}
