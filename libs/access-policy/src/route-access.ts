import type { Permission } from '@esg/contracts';
import { ACTION_PLANS_PATH, LOGIN_PATH, RESTRICTED_REDIRECT, ROOT_PATH } from './constants';
import {
  type PolicyContext,
  type PolicyUser,
  isActionPlanFeatureEnabled,
  isContributor,
  isSpecialAdmin,
} from './context';
import { AUDITOR_PATH, matchRoute, normalisePath } from './routes';

export type RouteDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** Where to send the user. */
      redirectTo: string;
      /** The log line of spec 8 ('{type} cannot access {path}', ...). */
      reason: string;
      /**
       * True when the spec says "back to the previous page, or to the root": the SPA goes back in
       * history when it can and to `redirectTo` ('/') otherwise. A server answers 403.
       */
      goBack: boolean;
    };

/**
 * How a page load began (docs/access-policy.md rule 11): typed or bookmarked (`direct`), a reload or
 * back/forward (`reload`), or a link on another site (`other-site`, a cross-site referrer).
 */
export type PageEntry = 'direct' | 'reload' | 'other-site';

/** How the user is arriving, when the caller knows it (the SPA's router does; a server does not). */
export interface NavigationInfo {
  /** The path the user comes from; null for a fresh page load or a link from outside the app. */
  from?: string | null;
  /**
   * For a fresh page load (`from: null`): how it began. Only `other-site` is "entering from
   * outside" (spec 6.1); reloads, bookmarks and links from mails keep the page. Unknown (absent)
   * counts as entering from outside.
   */
  entry?: PageEntry;
}

/** "Users with permission Contributor are redirected to /user-guide from ..." (spec 6.1). */
export const CONTRIBUTOR_RESTRICTED_PATHS: readonly string[] = [
  '/home',
  '/frameworks',
  '/fundManager',
  '/view-childs-data',
  '/data-quality',
  '/trend',
  '/scorecards',
  '/benchmarking-tool',
  '/access-manager',
];

/** "Users with role pc are redirected to /user-guide from ..." (spec 6.1). */
export const PC_RESTRICTED_PATHS: readonly string[] = [
  '/home',
  '/fundManager',
  '/view-childs-data',
  '/data-quality',
  '/trend',
  '/scorecards',
  '/benchmarking-tool',
];

/** Reached only by the specific admin account (spec 6.1). */
export const CONTRACT_MANAGER_PATH = '/contract-manager';
/** The contract manager's form: the same account only (docs/contracts.md, ADR 0071). */
export const CONTRACT_FORM_PATH = '/contract-form';

/** Release-log administration, admin only (derived from spec 6.2 "Log Release: admin only"). */
export const ADMIN_ONLY_PATHS: readonly string[] = ['/add-release-logs', '/admin-release-logs'];

/** Permissions that may look at action plans but not create them (spec 5, 6.1). */
const NON_CREATING_PERMISSIONS: readonly Permission[] = ['Coinvestor', 'Consultant'];

export const FEATURE_DISABLED_REASON = 'Access denied: Feature is_action_plan_enabled not enabled';

/** A path and everything below it: `/scorecards` covers `/scorecards/pcaf`. */
function isWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

const withinAny = (path: string, bases: readonly string[]) => bases.some((base) => isWithin(path, base));

const deny = (redirectTo: string, reason: string, goBack = false): RouteDecision => ({
  allowed: false,
  redirectTo,
  reason,
  goBack,
});

const ALLOWED: RouteDecision = { allowed: true };

function actionPlanDecision(
  path: string,
  user: PolicyUser,
  ctx: PolicyContext,
  navigation: NavigationInfo,
): RouteDecision {
  const specialAdmin = isSpecialAdmin(user);
  if (user.role === 'admin' && !specialAdmin)
    return deny(RESTRICTED_REDIRECT, `${user.role} cannot access ${path}`);
  // The special admin has no company of its own ("an admin skips company loading"), so the
  // company feature flag cannot apply to it.
  if (!specialAdmin && !isActionPlanFeatureEnabled(ctx))
    return deny(ROOT_PATH, FEATURE_DISABLED_REASON, true);
  if (isWithin(path, `${ACTION_PLANS_PATH}/create`)) {
    if (user.role !== 'gp') return deny(ACTION_PLANS_PATH, `${user.role} cannot access ${path}`);
    if (user.permission !== null && NON_CREATING_PERMISSIONS.includes(user.permission)) {
      return deny(ACTION_PLANS_PATH, `${user.permission} cannot access ${path}`);
    }
  }
  // "From outside" is a link on another site (rule 11): a fresh page load whose entry is `other-site`.
  // Moving within the app (a notification's link), a reload, a bookmark or a mail's link reach the page.
  const fromOutside = navigation.from === null && (navigation.entry ?? 'other-site') === 'other-site';
  if (fromOutside && path !== ACTION_PLANS_PATH) {
    return deny(ACTION_PLANS_PATH, `Deep link ${path} entered from another site`);
  }
  return ALLOWED;
}

/**
 * Whether the user of `ctx` may open `path` (spec 2.2 and 6.1), and if not, where they go and the
 * log line. Rules in order: unknown paths are left to the 404 page; public routes are open; login
 * layouts turn signed-in users away to /user-guide; protected routes need a user; then the action
 * plan rules, the contract manager, admin-only pages, Contributor and pc restrictions.
 * `navigation.from` enables the "deep /action-plans/ path entered from outside" rule; leave it out
 * where the origin is unknown (on the server).
 */
export function routeAccess(
  rawPath: string,
  ctx: PolicyContext,
  navigation: NavigationInfo = {},
): RouteDecision {
  const path = normalisePath(rawPath);
  const match = matchRoute(path);
  if (match === null) return ALLOWED;
  const { user } = ctx;
  switch (match.route.access) {
    case 'public':
      return ALLOWED;
    case 'guest':
      return user === null ? ALLOWED : deny(RESTRICTED_REDIRECT, `Authenticated users cannot access ${path}`);
    case 'protected':
      break;
  }
  if (user === null) return deny(LOGIN_PATH, `Unauthenticated users cannot access ${path}`);

  // An auditor opens their own page and their account's password change, nothing else (rule 141);
  // the page is theirs alone.
  if (user.permission === 'Auditor')
    return isWithin(path, AUDITOR_PATH) || isWithin(path, '/change-password')
      ? ALLOWED
      : deny(AUDITOR_PATH, `Auditor cannot access ${path}`);
  if (isWithin(path, AUDITOR_PATH)) return deny(RESTRICTED_REDIRECT, `Only auditors open ${path}`);

  if (match.route.area === 'action-plans') return actionPlanDecision(path, user, ctx, navigation);
  if (
    (isWithin(path, CONTRACT_MANAGER_PATH) || isWithin(path, CONTRACT_FORM_PATH)) &&
    !isSpecialAdmin(user)
  ) {
    return deny(RESTRICTED_REDIRECT, `${user.role} cannot access ${path}`);
  }
  if (withinAny(path, ADMIN_ONLY_PATHS) && user.role !== 'admin') {
    return deny(RESTRICTED_REDIRECT, `${user.role} cannot access ${path}`);
  }
  if (isContributor(user) && withinAny(path, CONTRIBUTOR_RESTRICTED_PATHS)) {
    return deny(RESTRICTED_REDIRECT, `Contributor cannot access ${path}`);
  }
  if (user.role === 'pc' && withinAny(path, PC_RESTRICTED_PATHS)) {
    return deny(RESTRICTED_REDIRECT, `pc cannot access ${path}`);
  }
  return ALLOWED;
}

/** Server-side question behind GET /action-plans and friends (spec 6.1). */
export function canViewActionPlans(ctx: PolicyContext): boolean {
  return routeAccess(ACTION_PLANS_PATH, ctx).allowed;
}

/** Server-side question behind POST /action-plans/create (spec 5, 6.1). */
export function canCreateActionPlan(ctx: PolicyContext): boolean {
  return routeAccess(`${ACTION_PLANS_PATH}/create`, ctx).allowed;
}

/** The Contract Manager is for the specific admin account only (spec 6.1). */
export function canManageContracts(ctx: PolicyContext): boolean {
  return isSpecialAdmin(ctx.user);
}
