import type { Language } from '../../lib/sites';

/**
 * Google Identity Services (GIS) in the browser: its script, loaded on demand by the sign-in
 * and account pages only (this module is in their chunk, never the first load), and the part of
 * `google.accounts.id` we use. The script tag carries the page's CSP nonce: the worker's policy
 * also names Google's script URL, and the nonce is what a browser with `strict-dynamic` reads.
 */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What GIS answers a sign-in with: the ID token (a JWT), as `credential`. */
export interface GoogleCredentialResponse {
  credential: string;
}

export type GoogleButtonText = 'signin_with' | 'signup_with' | 'continue_with';

export interface GoogleIdentityApi {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup';
    context?: 'signin' | 'signup' | 'use';
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme?: 'outline';
      size?: 'large';
      text?: GoogleButtonText;
      shape?: 'rectangular';
      logo_alignment?: 'left';
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityApi } };
  }
}

/** The language GIS writes its button in, per page language (Hong Kong Traditional Chinese). */
const GIS_LOCALES: Record<Language, string> = { en: 'en', zh: 'zh_HK', id: 'id', th: 'th' };

export function gisLocale(language: Language): string {
  return GIS_LOCALES[language];
}

/**
 * The nonce of this document's scripts, read from the entry's tag: a browser hides the
 * attribute but keeps the `nonce` property (the server never tells the browser code the nonce).
 */
export function documentNonce(doc: Document = document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}

let loading: Promise<GoogleIdentityApi> | null = null;

/**
 * Loads the GIS script once per document and resolves with `google.accounts.id`. A failure
 * (offline, blocked) rejects and is forgotten, so a later page may try again.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    const nonce = documentNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector(`script[src="${GIS_SCRIPT_URL}"]`)?.remove();
    throw error;
  });
  return loading;
}
