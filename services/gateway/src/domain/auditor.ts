import type { AssuranceScope } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/**
 * An auditor's grant (collection `auditor_grants`, id = the auditor's user id; ADR 0218): the investor that
 * invited them, one scope (a company, a fund, or the investor's PAI report) and one period, until an end
 * date. The auditor's user account carries permission `Auditor`; this record says what it may read.
 */
export interface AuditorGrantDoc extends Doc {
  userId: number;
  companyId: number;
  scope: AssuranceScope;
  scopeId: number;
  scopeName: string;
  period: string;
  /** The last day the auditor may read (UTC). */
  expiresOn: string;
  invitedAt: string;
  invitedBy: { userId: number; name: string } | null;
}
export const AUDITOR_GRANTS = 'auditor_grants';

/** One request of an auditor (collection `auditor_access_log`), kept for the investor to read. */
export interface AuditorAccessDoc extends Doc {
  userId: number;
  companyId: number;
  at: string;
  method: string;
  path: string;
  what: string;
  outcome: 'allowed' | 'refused';
  status: number;
  reason: string | null;
}
export const AUDITOR_ACCESS_LOG = 'auditor_access_log';

export type AuditorDecision =
  | { allowed: true; what: string }
  | {
      allowed: false;
      what: string;
      code: 'AUDITOR.OUT_OF_SCOPE' | 'AUDITOR.EXPIRED' | 'AUDITOR.READ_ONLY';
      reason: string;
    };

const READS = new Set(['GET', 'HEAD']);

/** The year a period (2025, 2025-H1, 2025-Q3) belongs to: PAI statements are yearly. */
export const periodYear = (period: string): string => period.slice(0, 4);

export const grantExpired = (grant: Pick<AuditorGrantDoc, 'expiresOn'>, today: string): boolean =>
  today > grant.expiresOn;

/**
 * The reads the assurance pack is made of, for this grant: the pack itself, data-collection's records and
 * evidence files of the scope and period, and the PAI statement the scope reports (a fund's, or the
 * investor's for its report). A company's auditor gets no PAI statement: it covers the whole portfolio.
 */
function packReads(grant: AuditorGrantDoc, assembling: boolean): Array<{ pattern: RegExp; what: string }> {
  const { scope, scopeId, period } = grant;
  const p = period.replace(/[-]/g, '\\-');
  const reads = [
    {
      pattern: new RegExp(`^/api/assurance-packs/${scope}/${scopeId}/${p}\\.zip$`),
      what: 'Downloaded the assurance pack',
    },
    {
      pattern: new RegExp(`^/api/quality/assurance/${scope}/${scopeId}/${p}$`),
      what: "Read the pack's values, reviews, overrides and flags",
    },
    {
      pattern: new RegExp(`^/api/quality/assurance/${scope}/${scopeId}/${p}/files/[0-9a-f-]{36}$`),
      what: 'Read an evidence file',
    },
  ];
  const year = periodYear(period);
  if (scope === 'fund')
    reads.push({
      pattern: new RegExp(`^/api/pai/funds/${scopeId}/${year}$`),
      what: "Read the fund's PAI statement",
    });
  // A company's pack names the company's part in its investor's PAI figures: the gateway reads the statement
  // while it assembles the pack (and keeps only that company's contributions); the auditor never reads it.
  if (scope === 'company' && assembling)
    reads.push({
      pattern: new RegExp(`^/api/pai/entities/${grant.companyId}/${year}$`),
      what: "Read the company's part in the PAI statement",
    });
  // A company's pack holds its carbon inventories: read by the gateway while it assembles the pack (ADR 0219).
  if (scope === 'company' && assembling)
    reads.push({
      pattern: /^\/api\/carbon-calculations$/,
      what: "Read the company's carbon inventories",
    });
  // A fund's or report's pack holds the PCAF financed emissions of its funds (ADR 0219): the gateway reads
  // what the scorecard reads while it assembles the pack; the auditor never reads these directly.
  if (scope !== 'company' && assembling)
    reads.push(
      { pattern: /^\/api\/funds\/\d+\/positions$/, what: "Read the funds' positions" },
      { pattern: /^\/api\/analysis\/companies\/\d+\/values$/, what: "Read the companies' published values" },
      {
        pattern: new RegExp(`^/api/pcaf-(estimates|country-figures)/${grant.companyId}/${year}$`),
        what: "Read the investor's PCAF estimates and country figures",
      },
    );
  if (scope === 'report')
    reads.push({
      pattern: new RegExp(`^/api/pai/entities/${scopeId}/${year}$`),
      what: 'Read the PAI statement',
    });
  return reads;
}

/**
 * What an auditor may ask (docs/access-policy.md rules 140-144), decided before any service sees the request:
 * - their own session and account (`/api/auth/...`, `GET /api/user/me`) and their own grant
 *   (`GET /api/auditors/me`), at any time, so they can sign in, see that access ended and sign out;
 * - until the end date, the reads of the pack of their scope and period (packReads);
 * - nothing else: no write (403 AUDITOR.READ_ONLY), no other path, scope, period or tenant
 *   (AUDITOR.OUT_OF_SCOPE), nothing after the end date (AUDITOR.EXPIRED).
 */
export function auditorDecision(
  grant: AuditorGrantDoc | null,
  method: string,
  rawPath: string,
  today: string,
  assembling = false,
): AuditorDecision {
  const path = rawPath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const verb = method.toUpperCase();
  if (path.startsWith('/api/auth/') || path === '/api/auth')
    return { allowed: true, what: 'Signed in or out' };
  if (READS.has(verb) && path === '/api/user/me') return { allowed: true, what: 'Opened their account' };
  if (READS.has(verb) && path === '/api/auditors/me')
    return { allowed: true, what: "Opened the auditor's page" };
  const what = READS.has(verb) ? 'Asked for data outside their access' : 'Tried to change data';
  if (grant === null)
    return { allowed: false, what, code: 'AUDITOR.OUT_OF_SCOPE', reason: 'This auditor has no access' };
  if (grantExpired(grant, today))
    return {
      allowed: false,
      what,
      code: 'AUDITOR.EXPIRED',
      reason: `The auditor's access ended on ${grant.expiresOn}`,
    };
  // The PCAF calculation a fund's or report's pack shows is stateless (it changes nothing): made while assembling.
  if (assembling && verb === 'POST' && path === '/api/calculations/pcaf' && grant.scope !== 'company')
    return { allowed: true, what: "Calculated the pack's PCAF financed emissions" };
  if (!READS.has(verb))
    return {
      allowed: false,
      what,
      code: 'AUDITOR.READ_ONLY',
      reason: 'An auditor reads; they change nothing',
    };
  const read = packReads(grant, assembling).find((r) => r.pattern.test(path));
  if (read) return { allowed: true, what: read.what };
  return {
    allowed: false,
    what,
    code: 'AUDITOR.OUT_OF_SCOPE',
    reason: `An auditor reads only the assurance pack of ${grant.scopeName} for ${grant.period}`,
  };
}

/** Whether an access token's claims (read, not verified) say Auditor: such a request takes the gate's full path. */
export function claimsSayAuditor(authorization: string | string[] | undefined): boolean {
  if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false;
  const payload = authorization.slice(7).split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { permission?: unknown };
    return claims.permission === 'Auditor';
  } catch {
    return false;
  }
}
