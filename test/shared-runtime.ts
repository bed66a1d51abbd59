import { afterAll, vi } from 'vitest';

// The files of a vitest worker share one runtime (`isolate: false` in ./vitest.config.ts):
// each leaves no spy, fake timer, stubbed global or rendered node to the next file.
afterAll(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    document.body.innerHTML = '';
    document.cookie.split(';').forEach((cookie) => {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    });
    localStorage.clear();
    sessionStorage.clear();
  }
});
