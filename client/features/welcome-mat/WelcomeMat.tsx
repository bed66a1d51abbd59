import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useSite } from '../../app/site-context';
import { useUser } from '../../app/use-user';
import { DISMISSED_KEY } from './dismissed';

// The dialog's code loads only for a visitor who is shown it (one from another country, once):
// the layout is on every page's first load, and nearly every visitor never sees the mat.
const WelcomeMatDialog = lazy(() => import('./WelcomeMatDialog'));

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
  const user = useUser();
  // Stored on the device: the server (and hydration) take it as dismissed, so the mat never
  // flashes in the HTML; the browser then reads the device's answer.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(DISMISSED_KEY) === '1',
    () => true,
  );
  const [dismissedNow, setDismissed] = useState(false);
  const geo = user.data?.geoCountry?.toLowerCase() ?? null;
  if (stored || dismissedNow || geo === null || geo === site.country) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeMatDialog geo={geo} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
