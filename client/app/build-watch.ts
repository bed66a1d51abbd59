/**
 * Detects a newer release: polls `/_builds/latest.json` with a timestamp query,
 * first one second after the page is idle, then every few minutes and whenever the tab comes
 * back into view. Once a newer id is seen, `isNewer()` stays true and the next navigation is
 * a full page load.
 */
export const BUILD_POLL_MS = 5 * 60_000;

export function watchBuilds(currentBuildId: string) {
  let newer = false;
  async function check() {
    if (newer) return;
    try {
      const response = await fetch(`/_builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) return;
      const latest = (await response.json()) as { id?: string };
      if (latest.id && latest.id !== currentBuildId) newer = true;
    } catch {
      // Offline or a flaky edge: keep the current build until the next check.
    }
  }
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback)
      : window.setTimeout(callback, 1);
  idle(() => window.setTimeout(check, 1000));
  window.setInterval(check, BUILD_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  return {
    isNewer: () => newer,
    /** A payload said it comes from another build. */
    markNewer: () => {
      newer = true;
    },
    check,
  };
}
