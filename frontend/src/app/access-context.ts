import { useQuery, type QueryClient } from '@tanstack/react-query';
import { effectiveCompanyId, normaliseCompany, normaliseUser, type PolicyContext } from '@esg/access-policy';
import type { SessionUser, User } from '@esg/contracts/auth';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { companyQueryOptions, type CompanyDetail } from '@/features/company/api/get-company';
import { optionalIndicatorCountQueryOptions } from '@/features/company/api/get-optional-indicator-count';
import { setActingCompanyId } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';

/**
 * The context every access decision of the SPA is taken in (spec 6, through @esg/access-policy):
 * the session user, their account (a visited workplace), their company and its parent, and the
 * optional SFDR indicator count. The route guards load it with the same query options the shell's
 * hook reads, so both see one cache.
 */

export const SIGNED_OUT_CONTEXT: PolicyContext = { user: null, company: null, parentCompany: null };

/** An admin works on no company unless visiting one (spec 6.1 "An admin skips company loading"). */
function companyToLoad(user: SessionUser, me: User | undefined): number | null {
  if (user.role === 'admin') return me?.visiting_company_id ?? null;
  // An auditor reads their grant only, not the investor's workplace (ADR 0218).
  if (user.permission === 'Auditor') return null;
  return user.companyId;
}

export function buildContext(
  sessionUser: SessionUser,
  me: User | undefined,
  detail: CompanyDetail | undefined,
  optionalIndicatorCount: number | undefined,
): PolicyContext {
  const ctx: PolicyContext = {
    user: normaliseUser(sessionUser),
    company: detail ? normaliseCompany(detail.company) : null,
    parentCompany: detail?.parentCompany ? normaliseCompany(detail.parentCompany) : null,
    visitingCompanyId: me?.visiting_company_id ?? null,
  };
  return optionalIndicatorCount === undefined ? ctx : { ...ctx, optionalIndicatorCount };
}

/** For the route guards: loads (or reads from cache) everything the context needs. */
export async function loadAccessContext(
  queryClient: QueryClient,
  sessionUser: SessionUser,
): Promise<PolicyContext> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  const companyId = companyToLoad(sessionUser, me);
  const detail =
    companyId === null ? undefined : await queryClient.ensureQueryData(companyQueryOptions(companyId));
  const base = buildContext(sessionUser, me, detail, undefined);
  const acting = effectiveCompanyId(base);
  setActingCompanyId(acting);
  if (acting === null || base.company === null) return base;
  const count = await queryClient.ensureQueryData(optionalIndicatorCountQueryOptions(acting));
  return { ...base, optionalIndicatorCount: count.optionalIndicatorCount.count };
}

export interface AccessSnapshot {
  ctx: PolicyContext;
  me: User | undefined;
  detail: CompanyDetail | undefined;
}

/** The same context, live: a refetched company (after the data collection modal) updates the shell. */
export function useAccessContext(): AccessSnapshot {
  const sessionUser = useCurrentUser();
  const me = useQuery(meQueryOptions());
  const companyId = companyToLoad(sessionUser, me.data);
  const company = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== null });
  const detail = companyId === null ? undefined : company.data;
  const base = buildContext(sessionUser, me.data, detail, undefined);
  const acting = effectiveCompanyId(base);
  const count = useQuery({
    ...optionalIndicatorCountQueryOptions(acting ?? 0),
    enabled: acting !== null && base.company !== null,
  });
  const ctx = buildContext(sessionUser, me.data, detail, count.data?.optionalIndicatorCount.count);
  return { ctx, me: me.data, detail };
}
