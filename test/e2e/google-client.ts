/**
 * GOOGLE_CLIENT_ID of the browser journeys' worker (given with `--var` by playwright.config.ts,
 * so development's own `npm start` keeps its empty one: no button that Google would refuse).
 * The ID tokens google.spec.ts signs name it as their audience.
 */
export const E2E_GOOGLE_CLIENT_ID = 'e2e-storefront.apps.googleusercontent.com';
