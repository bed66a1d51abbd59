import { useSite } from '../client/app/site-context';
import { useLayout } from '../client/app/use-layout';
import { PageFrame } from '../client/components/PageFrame';
import type { PageModule } from './types';

/** /preview/layout: the header, footer and menus an editor is about to publish, with their config. */
function PreviewLayoutPage() {
  const site = useSite();
  const layout = useLayout();
  return (
    <PageFrame title={site.t('preview.layoutTitle')} lead={site.t('preview.layoutLead')}>
      <h2>{site.t('preview.exemptedPaths')}</h2>
      <ul>
        {layout.config.smartLinkExemptedPaths.map((item) => (
          <li key={`${item.type}:${item.value}`}>
            <code>{item.type}</code> <code>{item.value}</code>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

const previewLayout: PageModule = {
  load: async ({ t }) => ({ title: t('preview.layoutTitle') }),
  Page: PreviewLayoutPage,
};
export default previewLayout;
