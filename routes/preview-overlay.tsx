import { isContentSlug } from '../client/api/content-slug';
import { contentPageModule } from './shared/content-page';

/** /preview/overlay/{id}: an overlay (pop-up content) as editors author it: content slug `overlay-{id}`. */
export default contentPageModule(
  (params) => (isContentSlug(params.id) ? `overlay-${params.id}` : undefined),
  'preview.overlayTitle',
);
