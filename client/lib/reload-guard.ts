/** A failed chunk reloads the page once; the guard lives 10 s in session storage. */
export const RELOAD_GUARD_KEY = 'chunk-reload-at';
export const RELOAD_GUARD_MS = 10_000;

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether a reload may happen now; records it when it may. */
export function claimReload(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}
