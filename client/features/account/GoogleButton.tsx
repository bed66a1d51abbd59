import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../app/site-context';
import { gisLocale, loadGoogleIdentity, type GoogleButtonText } from './google-identity';

/**
 * Google's own button (GIS `renderButton`), in the page's language: Google's sign-in may only
 * be started from it (a button of ours could only call One Tap's `prompt()`, which Google
 * silences for a while after a shopper dismisses it, leaving a button that does nothing). It
 * is a focusable control reached by Tab and pressed with Enter or Space, named by Google.
 *
 * Nothing is shown without GOOGLE_CLIENT_ID, and nothing but an empty box until the script has
 * loaded and drawn the button: a failed load leaves no dead button. The group around it is
 * named in our words, for the shopper who lands in it.
 */
export function GoogleButton(props: {
  text: GoogleButtonText;
  /** The group's accessible name, in the page's language. */
  label: string;
  onCredential: (idToken: string) => void;
}) {
  const { googleClientId, language } = useSite();
  const slot = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  // The latest handler, so a re-render never re-initialises GIS.
  const onCredential = useRef(props.onCredential);
  useEffect(() => {
    onCredential.current = props.onCredential;
  });

  const { text } = props;
  useEffect(() => {
    if (!googleClientId) return;
    let live = true;
    loadGoogleIdentity().then(
      (gis) => {
        const parent = slot.current;
        if (!live || !parent) return;
        gis.initialize({
          client_id: googleClientId,
          callback: (response) => onCredential.current(response.credential),
          ux_mode: 'popup',
          context: text === 'signup_with' ? 'signup' : text === 'signin_with' ? 'signin' : 'use',
        });
        gis.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          logo_alignment: 'left',
          locale: gisLocale(language),
        });
        setShown(true);
      },
      // Offline or blocked: the page keeps its other ways in, and shows no Google button.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [googleClientId, language, text]);

  if (!googleClientId) return null;
  return (
    <div
      ref={slot}
      className="google-button"
      role={shown ? 'group' : undefined}
      aria-label={shown ? props.label : undefined}
    />
  );
}
