import { contentPageModule } from './shared/content-page';

/** /preview/overlay/{id}: an overlay (pop-up content) as editors author it: content slug `overlay-{id}`. */
export default contentPageModule((params) => (params.id && /^[a-z0-9-]+$/.test(params.id) ? `overlay-${params.id}` : undefined), 'preview.overlayTitle');
