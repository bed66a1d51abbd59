import { BagPage } from '../client/features/bag/BagPage';
import type { PageModule } from './types';

/**
 * /cart: the bag. Its contents are the visitor's own and load in the browser
 * (client/features/bag/BagPage.tsx); the server renders the frame and its title.
 */
const bag: PageModule = {
  load: async ({ t }) => ({ title: t('bag.title') }),
  Page: BagPage,
};
export default bag;
