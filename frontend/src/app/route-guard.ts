import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { matchRoute, normaliseUser, routeAccess, type PolicyContext } from '@esg/access-policy';
import type { RouterContext } from '@/routes/__root';
import { restoreSession } from '@/features/auth/api/get-session';
import { navigationOrigin } from '@/lib/navigation-origin';
import { loadAccessContext, SIGNED_OUT_CONTEXT } from './access-context';

interface GuardInput {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * The one route guard (spec 2.2, 6.1), run by every layout route: restores the session, loads the
 * access context and asks the shared policy whether the path may be opened. A refusal is logged
 * with the policy's reason (spec 8) and becomes a redirect.
 */
export async function guardRoute({ context, location }: GuardInput): Promise<PolicyContext> {
  const auth = await restoreSession(context.queryClient);
  let ctx = SIGNED_OUT_CONTEXT;
  if (auth.status === 'authenticated') {
    // Public and login-layout pages only ask whether someone is signed in; the company is loaded
    // for the pages behind the login.
    const access = matchRoute(location.pathname)?.route.access ?? 'protected';
    ctx =
      access === 'protected'
        ? await loadAccessContext(context.queryClient, auth.user)
        : { ...SIGNED_OUT_CONTEXT, user: normaliseUser(auth.user) };
  }
  const from = navigationOrigin.get();
  const decision = routeAccess(location.pathname, ctx, { from, entry: navigationOrigin.entry() });
  if (decision.allowed) return ctx;

  console.warn(decision.reason);
  if (ctx.user === null) {
    // Come back here after signing in, unless the user just logged out on purpose.
    const remember = !(auth.status === 'anonymous' && auth.reason === 'signed-out');
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    throw redirect({ to: '/login', search: remember ? { redirect: location.href } : {}, replace: true });
  }
  // "Back to the previous page, or to the root" (spec 6.1): the previous page is where the router was.
  const target = decision.goBack && from !== null && from !== location.pathname ? from : decision.redirectTo;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
  throw redirect({ href: target, replace: true });
}
