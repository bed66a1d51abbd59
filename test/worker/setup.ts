import { afterAll, vi } from 'vitest';
import { resetStorage } from './storage-reset';

// Each test file starts from the migrated, seeded storage and nothing else (./storage-reset.ts),
// and leaves no spy, fake timer or stubbed global to the next file of the same runtime.
await resetStorage();
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
