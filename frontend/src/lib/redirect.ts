/**
 * The return target remembered when a guard sends someone to /login. Only same-origin paths are
 * accepted, so a crafted link cannot bounce a freshly signed-in user to another site.
 */
export function safeRedirectTarget(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if (target === '/login' || target.startsWith('/login?')) return undefined;
  return target;
}
