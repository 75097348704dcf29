import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { todayUtc, type ApiError } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import type { Principal, ServiceRuntime } from '@esg/platform';
import {
  AUDITOR_ACCESS_LOG,
  AUDITOR_GRANTS,
  auditorDecision,
  claimsSayAuditor,
  type AuditorAccessDoc,
  type AuditorGrantDoc,
} from '../domain/auditor';
import type { SessionService } from './sessions';

/**
 * The header the gateway's own reads carry while it assembles an assurance pack for an auditor (ADR 0218):
 * a secret of this process, never sent to a browser. Those reads are not logged apart (the download is) and
 * may include the company's part of its investor's PAI statement.
 */
export const PACK_ASSEMBLY_HEADER = 'x-assurance-pack-assembly';
export const PACK_ASSEMBLY_SECRET = randomBytes(24).toString('hex');

/** A log entry before the answer's status is known. */
type AccessEntry = Pick<
  AuditorAccessDoc,
  'userId' | 'companyId' | 'at' | 'method' | 'path' | 'what' | 'outcome' | 'reason'
>;

interface AuditedRequest {
  auditorAccess?: AccessEntry;
}

/**
 * The auditor's gate (docs/access-policy.md rules 140-144): every request whose access token says Auditor,
 * to any service, hosted or proxied, is decided here before a service sees it, and logged for the investor
 * (collection `auditor_access_log`) with what was asked, whether it was allowed and the status answered.
 * Requests of everyone else pass untouched (their token is not verified twice: only an Auditor's claims
 * take this path, and a forged claim fails verification here or at the service).
 */
export class AuditorGate {
  constructor(
    private readonly runtime: ServiceRuntime,
    private readonly sessions: () => SessionService,
  ) {}

  private get store(): Store {
    return this.runtime.store;
  }

  applies(request: FastifyRequest): boolean {
    return request.url.startsWith('/api/') && claimsSayAuditor(request.headers.authorization);
  }

  /** Decides an auditor's request; a refusal is answered (403) and logged here. */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const principal = await this.sessions().authenticate(request.headers.authorization);
    if (!principal || principal.permission !== 'Auditor') return;
    const assembling = request.headers[PACK_ASSEMBLY_HEADER] === PACK_ASSEMBLY_SECRET;
    const grant = await this.store.get<AuditorGrantDoc>(AUDITOR_GRANTS, String(principal.userId));
    const decision = auditorDecision(grant, request.method, request.url, todayUtc(), assembling);
    const entry = this.entry(principal, grant, request, decision.what);
    if (decision.allowed) {
      // The gateway's own reads for a pack are part of the download, which is logged.
      if (!assembling) (request as AuditedRequest).auditorAccess = entry;
      return;
    }
    await this.log({ ...entry, outcome: 'refused', reason: decision.reason }, 403);
    this.runtime.logger.warn({ code: decision.code, reason: decision.reason }, 'access denied');
    const body: ApiError = { statusCode: 403, code: decision.code, message: decision.reason };
    await reply.status(403).send(body);
  }

  /** Whether the request is an auditor's allowed one, to be logged once answered (most requests are not). */
  awaitsLog(request: FastifyRequest): boolean {
    return (request as AuditedRequest).auditorAccess !== undefined;
  }

  /** After the answer: an allowed request is logged with the status it got. */
  async answered(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const entry = (request as AuditedRequest).auditorAccess;
    if (entry) await this.log(entry, reply.statusCode);
  }

  private entry(
    principal: Principal,
    grant: AuditorGrantDoc | null,
    request: FastifyRequest,
    what: string,
  ): AccessEntry {
    return {
      userId: principal.userId,
      companyId: grant?.companyId ?? principal.companyId ?? 0,
      at: new Date().toISOString(),
      method: request.method,
      path: request.url.replace(/[?#].*$/, ''),
      what,
      outcome: 'allowed',
      reason: null,
    };
  }

  private async log(entry: AccessEntry, status: number): Promise<void> {
    const id = `${entry.userId}:${entry.at}:${randomBytes(4).toString('hex')}`;
    await this.store.transaction((tx) =>
      tx.insert<AuditorAccessDoc>(AUDITOR_ACCESS_LOG, { id, ...entry, status }),
    );
  }
}
