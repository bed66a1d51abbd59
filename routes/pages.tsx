import { contentPageModule } from './shared/content-page';

/** /pages/{slug}/...: content pages (sale, gift cards, privacy, terms...). */
export default contentPageModule((params) => params.slug, 'errors.landingNotFound');
