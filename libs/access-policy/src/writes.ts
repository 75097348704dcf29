import { isOutsideParty, type AbilityHolder } from './abilities';
import type { PolicyContext } from './context';

/**
 * Workplaces whose users change nothing (docs/access-policy.md, rules 100-103; issue 23, findings 2
 * and 3): every write (any method but GET, HEAD, OPTIONS) of such a user is refused in one place, the
 * gateway, before any service sees it, unless the route is on the short list below. A new endpoint is
 * therefore closed to them until someone adds it here, on purpose, with its test.
 *
 * - a contract that has ended: the workplace is read-only until it is renewed (ADR 0071);
 * - a demo contract: its users are shown the showcase GP (company 1, spec 4) and write nothing, there
 *   or in their own company;
 * - an outside party (Coinvestor, Consultant): reads what its GP's team reads and changes nothing of
 *   the GP's (rule 45), except what a Consultant drafts as the ES advisor of a plan (rule 47).
 *
 * The platform admin is never held.
 */
export type ReadOnlyWorkplace = 'contract-ended' | 'demo' | 'outside-party';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A write route as `METHOD /api/path/{param}`, the way the OpenAPI document names it. */
export type WriteRoute = `${WriteMethod} /api/${string}`;

/**
 * Writes that change nothing of any workplace, open to everyone signed in (rule 101): signing in and
 * out and one's own credentials and two-factor, one's own profile and user (leaving a visit, loading
 * oneself after sign-in), one's own notifications' read state, calculations that store nothing, and
 * writing to the platform team (feedback, asking for a renewal).
 */
export const OWN_ACCOUNT_WRITES: readonly WriteRoute[] = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/recover-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/set-password',
  'POST /api/auth/change-password',
  'POST /api/auth/2fa/enrol',
  'POST /api/auth/2fa/confirm',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/verify',
  'POST /api/user',
  'PATCH /api/user/me',
  'PATCH /api/user/{id}',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/{id}/read',
  'POST /api/calculations/carbon',
  'POST /api/calculations/pai',
  'POST /api/calculations/pcaf',
  'POST /api/calculations/tcfd',
  'POST /api/calculations/taxonomy',
  'POST /api/feedback',
];

/**
 * What a Consultant does as the ES advisor of a plan (rule 47): draft the plan and its
 * recommendations, and discuss them. The action-plans service still checks that the Consultant is
 * this plan's ES advisor; a Coinvestor never gets these.
 */
export const ES_ADVISOR_WRITES: readonly WriteRoute[] = [
  'PUT /api/action-plans/{id}',
  'PUT /api/action-plans/{id}/send-draft-to-portCo',
  'PUT /api/action-plans/{id}/transfer-esadvisor',
  'POST /api/action-plans/{id}/assign-users',
  'DELETE /api/action-plans/{id}/remove-users',
  'DELETE /api/action-plans/{id}/recommendations',
  'POST /api/action-plan-recommendations/{id}',
  'PUT /api/action-plan-recommendations/{id}',
  'DELETE /api/action-plan-recommendations/{id}',
  'PUT /api/action-plan-recommendations/{id}/additional-commentary',
  'PUT /api/action-plan-recommendations/{id}/verify-document',
  'PUT /api/deliverables/{id}/rating',
  'POST /api/action-plan-recommendations-comments/{id}',
  'PUT /api/action-plan-recommendations-comments/comment/{id}',
  'DELETE /api/action-plan-recommendations-comments/comment/{id}',
  'POST /api/action-plan-recommendations/{id}/progress-tag',
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether, and why, a caller's workplace is read-only. `ownCompany` is the caller's own company
 * (never the one acted for); `contractEnded` whether its contract has ended (ADR 0071).
 */
export function readOnlyWorkplace(
  who: AbilityHolder,
  ownCompany: { contract_type?: string | null } | null,
  contractEnded: boolean,
): ReadOnlyWorkplace | null {
  if (who.role === 'admin') return null;
  if (contractEnded) return 'contract-ended';
  if (ownCompany?.contract_type === 'demo') return 'demo';
  if (isOutsideParty(who)) return 'outside-party';
  return null;
}

/**
 * For the SPA's buttons: whether the signed-in user's workplace writes nothing because of a demo
 * contract or an outside party's permission (an ended contract has its own banner and status).
 */
export function workplaceReadOnly(ctx: PolicyContext): boolean {
  return ctx.user !== null && readOnlyWorkplace(ctx.user, ctx.company, false) !== null;
}

/** The path's segments as the router reads them (percent-decoded), or null when one cannot be decoded. */
function segments(path: string): string[] | null {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** Whether `METHOD /path` (query string allowed) is the route `METHOD /template/{param}`. */
export function isRoute(route: WriteRoute, method: string, url: string): boolean {
  const [routeMethod, template] = route.split(' ') as [string, string];
  if (routeMethod !== method.toUpperCase()) return false;
  const actual = segments(url.split('?')[0] ?? url);
  const expected = template.split('/');
  if (actual === null || actual.length !== expected.length) return false;
  return expected.every((part, i) =>
    /^\{\w+\}$/.test(part) ? actual[i] !== '' && !actual[i].includes('/') : part === actual[i],
  );
}

/**
 * Whether a write is open to a caller whose workplace is read-only for `reason`: reads always are;
 * writes only when they are one's own account's, or, for a Consultant, an ES advisor's drafting.
 */
export function writeOpenTo(
  reason: ReadOnlyWorkplace,
  who: AbilityHolder,
  method: string,
  url: string,
): boolean {
  if (READS.has(method.toUpperCase())) return true;
  if (OWN_ACCOUNT_WRITES.some((route) => isRoute(route, method, url))) return true;
  return (
    reason === 'outside-party' &&
    who.permission === 'Consultant' &&
    ES_ADVISOR_WRITES.some((route) => isRoute(route, method, url))
  );
}
