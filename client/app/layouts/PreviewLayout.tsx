import type { ReactNode } from 'react';
import { useSite } from '../site-context';
import { DefaultLayout } from './DefaultLayout';

/**
 * The editor's preview (README "Preview"): the normal page with a bar saying what is previewed
 * (country, language, segments). Drafts show; analytics stay off. Without a valid preview
 * token the page says preview is closed.
 */
export function PreviewLayout({ children }: { children: ReactNode }) {
  const site = useSite();
  const t = site.t;
  return (
    <div className="preview-frame">
      <aside className="preview-bar" aria-label={t('preview.barLabel')}>
        {site.preview ? (
          <p>
            {t('preview.showing', {
              country: t(`countries.${site.country}`),
              language: t(`languages.${site.language}`),
              segments: site.segments.length
                ? new Intl.ListFormat(site.locale).format(site.segments)
                : t('preview.allVisitors'),
            })}
          </p>
        ) : (
          <p role="alert">{t('preview.closed')}</p>
        )}
      </aside>
      <DefaultLayout>{children}</DefaultLayout>
    </div>
  );
}
