import { useRoute } from '../client/app/router';
import activity from './activity';
import beautyServices from './beauty-services';
import booxiReturn from './booxi-return';
import services from './services';
import type { PageModule } from './types';

/**
 * The happening pages anyone may see (docs/booking.md "Pages"): one entry of the route table
 * and one chunk for the lists, an activity with its booking flow and the external provider's
 * return pages. Every route entry costs the first load (its paths and its chunk's preloads:
 * the table is in every page), so the section's pages share one, each still its own module.
 */
function moduleOf(path: string): PageModule {
  if (/\/booxi\/(success|cancel)$/.test(path)) return booxiReturn;
  if (path.endsWith('/beauty-services')) return beautyServices;
  if (path.endsWith('/happening/services')) return services;
  return activity;
}

function Happening() {
  const { path } = useRoute();
  const { Page } = moduleOf(path);
  return <Page />;
}

const happening: PageModule = {
  load: (ctx) => moduleOf(ctx.path).load(ctx),
  Page: Happening,
};
export default happening;
