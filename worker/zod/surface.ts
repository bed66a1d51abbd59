/**
 * zod's public surface without its 64 message locales, for the worker bundle only (wrangler.toml
 * aliases `zod` to ./index.ts). `import { z } from 'zod'` makes esbuild keep the whole `z`
 * namespace, and with it `z.locales` and `z.core.locales`: 267 KB minified, 42 KB gzip, that
 * the worker never uses (zod speaks English; the API translates its own errors). A local export
 * shadows the same name from `export *`, so these two names are all that is left out.
 */
export * from '../../node_modules/zod/v4/classic/external.js';
export const locales = {};
export const core = {};
