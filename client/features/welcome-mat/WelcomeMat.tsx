import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSite } from '../../app/site-context';
import { useLayout } from '../../app/use-layout';
import { parseCountry } from '../../lib/sites';
import { useUser } from '../../app/use-user';

const DISMISSED_KEY = 'welcome-mat-dismissed';

/** Another tab's dismissal counts here too. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The welcome mat: when a visitor arrives from another country, offer that
 * country's site, or say this site does not ship there and list the sites that do. Shown once;
 * the choice is remembered on the device.
 */
export function WelcomeMat() {
  const site = useSite();
  const layout = useLayout();
  const user = useUser();
  const dialog = useRef<HTMLDialogElement>(null);
  // Stored on the device: the server (and hydration) take it as dismissed, so the mat never
  // flashes in the HTML; the browser then reads the device's answer.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(DISMISSED_KEY) === '1',
    () => true,
  );
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = stored || dismissedNow;

  const geo = user.data?.geoCountry?.toLowerCase() ?? null;
  const show = !dismissed && geo !== null && geo !== site.country;
  useEffect(() => {
    if (show && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [show]);
  if (!show) return null;

  const home = parseCountry(geo);
  const sites = home
    ? layout.welcomeMat.sites.filter((entry) => entry.country === home)
    : layout.welcomeMat.sites;
  const close = () => {
    window.localStorage.setItem(DISMISSED_KEY, '1');
    dialog.current?.close();
    setDismissed(true);
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
