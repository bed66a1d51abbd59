/** What `zod` resolves to in the worker bundle: the package's own entry, on ./surface.ts. */
import * as z from './surface';
export * from './surface';
export { z, z as default };
