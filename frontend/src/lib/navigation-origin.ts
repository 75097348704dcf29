import type { PageEntry } from '@esg/access-policy';

/**
 * The path of the page the user is on, as last resolved by the router: the "from" of the next
 * navigation. Null on a fresh page load; then `entry` says how that load began, which decides spec
 * 6.1's "entering a deep /action-plans/ path from outside" (docs/access-policy.md rule 11).
 */
let currentPath: string | null = null;

/** How this page load began: a reload or back/forward, a link on another site, or typed/bookmarked. */
export function pageEntry(
  navigationType: string | undefined = (
    performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type,
  referrer: string = document.referrer,
  origin: string = window.location.origin,
): PageEntry {
  if (navigationType === 'reload' || navigationType === 'back_forward') return 'reload';
  if (!referrer) return 'direct';
  try {
    return new URL(referrer).origin === origin ? 'direct' : 'other-site';
  } catch {
    return 'direct';
  }
}

const entry = pageEntry();

export const navigationOrigin = {
  get: (): string | null => currentPath,
  set(path: string): void {
    currentPath = path;
  },
  /** How the page load began (meaningful while `get()` is null). */
  entry: (): PageEntry => entry,
};
