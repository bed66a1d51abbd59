import { useT } from '../../app/site-context';
import { useLayout } from '../../app/use-layout';
import { appLinks } from './app-links';

/** The app-download prompt: some bookings are made in the app only (the spec's sidebar). */
export function AppPrompt(props: { message?: string; headingLevel?: 2 | 3 }) {
  const t = useT();
  const links = appLinks(useLayout());
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className="app-prompt" aria-labelledby="app-prompt-title">
      <Heading id="app-prompt-title">{t('services.appTitle')}</Heading>
      <p>{props.message ?? t('services.appOnly')}</p>
      {links.ios || links.android ? (
        <ul className="app-links">
          {links.ios ? (
            <li>
              <a href={links.ios} rel="noopener">
                {t('services.appStore')}
              </a>
            </li>
          ) : null}
          {links.android ? (
            <li>
              <a href={links.android} rel="noopener">
                {t('services.playStore')}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
