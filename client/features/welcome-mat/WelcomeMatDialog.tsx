import { useEffect, useRef } from 'react';
import { useSite } from '../../app/site-context';
import { useLayout } from '../../app/use-layout';
import { parseCountry } from '../../lib/sites';
import { DISMISSED_KEY } from './dismissed';

/**
 * The welcome mat's dialog (see WelcomeMat, which decides whether it shows): the visitor's
 * country's site, or the sites that ship there when this one does not. Opens as a modal.
 */
export default function WelcomeMatDialog({
  geo,
  onDismiss,
}: {
  geo: string;
  onDismiss: () => void;
}) {
  const site = useSite();
  const layout = useLayout();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const home = parseCountry(geo);
  const sites = home
    ? layout.welcomeMat.sites.filter((entry) => entry.country === home)
    : layout.welcomeMat.sites;
  const close = () => {
    window.localStorage.setItem(DISMISSED_KEY, '1');
    dialog.current?.close();
    onDismiss();
  };
  return (
    <dialog
      ref={dialog}
      className="welcome-mat"
      aria-labelledby="welcome-mat-title"
      onCancel={close}
    >
      <h2 id="welcome-mat-title">{site.t('welcomeMat.title')}</h2>
      <p>{home ? site.t('welcomeMat.otherSite') : site.t('welcomeMat.noShipping')}</p>
      <ul>
        {sites.map((entry) => (
          <li key={entry.country}>
            <a href={entry.href} onClick={() => window.localStorage.setItem(DISMISSED_KEY, '1')}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={close}>
        {site.t('welcomeMat.stay')}
      </button>
    </dialog>
  );
}
