/**
 * After a deployment the old index.html may point at chunks that no longer exist. Reload to get the
 * new build, but at most once per minute (spec 4 and 9) so a real outage cannot cause a reload loop.
 */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
const STORAGE_KEY = 'esg:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Reloads the page unless it already did so within the throttle window; returns whether it did. */
export function reloadForChunkError(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0) || 0;
  } catch {
    // Storage blocked: reloading without a record could loop, so do not reload.
    return false;
  }
  if (now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

/**
 * TanStack Router's lazy route components also reload once per failing chunk URL, keyed in
 * sessionStorage. Our throttle is the one rule (spec 9), so when it says "no", mark the router's
 * key too; otherwise a failing chunk costs two reloads and the throttle means nothing.
 */
function suppressRouterReload(error: unknown): void {
  if (!(error instanceof Error)) return;
  try {
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  } catch {
    // Storage blocked: the router cannot record its reload either, and does not reload.
  }
}

export function installChunkReloadHandler(): void {
  // Vite fires this when a lazily loaded chunk (or one of its preloads) fails to load.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
    else suppressRouterReload(event.payload);
  });
  // A dynamic import that nobody caught (route errors are handled by the router's error component).
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) event.preventDefault();
  });
}
