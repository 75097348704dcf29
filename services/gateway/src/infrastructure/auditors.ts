import { assurancePackPath, todayUtc, type AuditorGrant } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import {
  AUDITOR_ACCESS_LOG,
  AUDITOR_GRANTS,
  grantExpired,
  type AuditorAccessDoc,
  type AuditorGrantDoc,
} from '../domain/auditor';
import { readUser } from '../domain/user';

/** An auditor's grant as the investor and the auditor read it (ADR 0218). */
export async function presentAuditor(
  reader: DocumentReader,
  grant: AuditorGrantDoc,
  today: string = todayUtc(),
): Promise<AuditorGrant | null> {
  const user = readUser(await reader.get('users', String(grant.userId)));
  if (!user) return null;
  const accesses = await reader.find<AuditorAccessDoc>(AUDITOR_ACCESS_LOG, { userId: grant.userId });
  return {
    userId: grant.userId,
    name: user.name,
    email: user.email,
    status: user.passwordHash !== null ? 'active' : 'invited',
    companyId: grant.companyId,
    scope: grant.scope,
    scopeId: grant.scopeId,
    scopeName: grant.scopeName,
    period: grant.period,
    expiresOn: grant.expiresOn,
    expired: grantExpired(grant, today),
    invitedAt: grant.invitedAt,
    invitedBy: grant.invitedBy,
    packPath: assurancePackPath(grant.scope, grant.scopeId, grant.period),
    accessCount: accesses.length,
  };
}

/** The auditors an investor invited, newest first (those whose account was removed are left out). */
export async function auditorsOf(reader: DocumentReader, companyId: number): Promise<AuditorGrant[]> {
  const grants = await reader.find<AuditorGrantDoc>(AUDITOR_GRANTS, { companyId });
  const shown = await Promise.all(
    grants.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt)).map((g) => presentAuditor(reader, g)),
  );
  return shown.filter((g): g is AuditorGrant => g !== null);
}
