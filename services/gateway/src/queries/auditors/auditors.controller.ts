import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  auditorsQuerySchema,
  type ApiResponse,
  type AuditorAccessLog,
  type AuditorGrant,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  AUDITOR_ACCESS_LOG,
  AUDITOR_GRANTS,
  type AuditorAccessDoc,
  type AuditorGrantDoc,
} from '../../domain/auditor';
import { gatewayError } from '../../domain/gateway.errors';
import { auditorsOf, presentAuditor } from '../../infrastructure/auditors';

/** The investor's own team (no permission) or the platform admin reads its auditors and their log (rule 143). */
function assertMayReadAuditors(principal: Principal, companyId: number): void {
  if (principal.role === 'admin') return;
  if (principal.companyId !== companyId || principal.permission !== null)
    throw gatewayError(
      'AUDITOR.FORBIDDEN',
      "Only the investor's own team sees its auditors and their access",
    );
}

/**
 * The auditors an investor invited (the access manager's Auditors section), each auditor's access log, and
 * the auditor's own grant (their page). ADR 0218.
 */
@Controller('auditors')
export class AuditorsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  /** GET /auditors?companyId= (default: the caller's company): every auditor with scope, period, end date. */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(auditorsQuerySchema)) query: { companyId?: number },
  ): Promise<ApiResponse<AuditorGrant[]>> {
    const companyId = query.companyId ?? principal.companyId;
    if (companyId === null || companyId === undefined)
      throw gatewayError('AUDITOR.VALIDATION', 'companyId: name the investor');
    assertMayReadAuditors(principal, companyId);
    return { data: await auditorsOf(this.store, companyId) };
  }

  /** GET /auditors/me: the signed-in auditor's scope, period and end date (also after it, to say so). */
  @Get('me')
  async me(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<AuditorGrant>> {
    const grant =
      principal.permission === 'Auditor'
        ? await this.store.get<AuditorGrantDoc>(AUDITOR_GRANTS, String(principal.userId))
        : null;
    const shown = grant ? await presentAuditor(this.store, grant) : null;
    if (!shown) throw gatewayError('AUDITOR.NOT_FOUND', 'You are not an auditor');
    return { data: shown };
  }

  /** GET /auditors/{userId}/access-log: every request the auditor made, newest first, allowed or refused. */
  @Get(':userId/access-log')
  async accessLog(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', new IdPipe('userId')) userId: number,
  ): Promise<ApiResponse<AuditorAccessLog>> {
    const grant = await this.store.get<AuditorGrantDoc>(AUDITOR_GRANTS, String(userId));
    if (!grant) throw gatewayError('AUDITOR.NOT_FOUND', `There is no auditor ${userId}`);
    assertMayReadAuditors(principal, grant.companyId);
    const auditor = await presentAuditor(this.store, grant);
    if (!auditor) throw gatewayError('AUDITOR.NOT_FOUND', `There is no auditor ${userId}`);
    const entries = await this.store.find<AuditorAccessDoc>(AUDITOR_ACCESS_LOG, { userId });
    return {
      data: {
        auditor,
        entries: entries
          .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
          .map((e) => ({
            at: e.at,
            method: e.method,
            path: e.path,
            what: e.what,
            outcome: e.outcome,
            status: e.status,
            reason: e.reason,
          })),
      },
    };
  }
}
