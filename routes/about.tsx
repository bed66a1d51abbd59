import { contentPageModule } from './shared/content-page';

/** /about: the editor-authored "about us" content page. */
export default contentPageModule(() => 'about', 'about.title');
