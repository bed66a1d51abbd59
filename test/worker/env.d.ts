import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Migrations read by test/vitest.config.ts, applied by storage-reset.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
