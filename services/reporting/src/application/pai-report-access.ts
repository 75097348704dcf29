import { mayEver } from '@esg/access-policy';
import type { DocumentReader } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { PAI_FUNDS } from '../infrastructure/migrations';
import type { FundRecord } from '../projections/pai.projection';
import { reportingError } from '../domain/reporting.errors';

/**
 * Who may read and write a company's PAI report texts: the users of that company read them; its GP users
 * without a permission write them (not Contributors, nor the outside parties: rule 45). Nobody else — another tenant, a portfolio company of the GP, an admin
 * at home — learns whether texts exist.
 */
export function assertMayReadPaiTexts(principal: Principal, companyId: number): void {
  if (principal.companyId !== companyId)
    throw reportingError('PAI.FORBIDDEN', `You may not see the PAI report texts of company ${companyId}`);
}

export function assertMayWritePaiTexts(principal: Principal, companyId: number): void {
  assertMayReadPaiTexts(principal, companyId);
  if (!mayEver('pai.texts.write', principal))
    throw reportingError(
      'PAI.FORBIDDEN',
      "Only the GP's own team (not Contributors, Coinvestors or Consultants) may edit the PAI report texts",
    );
}

/**
 * Who may read a GP's PAI statements (its funds' and the entity's): the users of that company, as for
 * the report texts. Another tenant learns nothing more than a 403.
 */
export function assertMayReadPaiStatements(principal: Principal, companyId: number): void {
  if (principal.companyId !== companyId)
    throw reportingError('PAI.FORBIDDEN', `You may not see the PAI statements of company ${companyId}`);
}

/**
 * Who reads a GP fund's figures with their lineage (ADR 0220, access-policy rule 145): the GP's users, as for
 * the statements ('manager'); an LP's users who are not Contributors when one of the LP's own funds invests in
 * that fund ('investor', who sees less). Anyone else — another LP, another tenant, a portfolio company — a 403.
 */
export async function paiFundViewer(
  reader: DocumentReader,
  principal: Principal,
  fund: { fundId: number; companyId: number },
): Promise<'manager' | 'investor'> {
  if (principal.companyId === fund.companyId) return 'manager';
  if (await investsIn(reader, principal, fund.fundId)) return 'investor';
  throw reportingError('PAI.FORBIDDEN', `You may not see the PAI figures of fund ${fund.fundId}`);
}

/** An LP's non-contributor whose company has a fund holding the GP fund. */
async function investsIn(reader: DocumentReader, principal: Principal, gpFundId: number): Promise<boolean> {
  if (principal.role !== 'lp' || principal.permission === 'Contributor' || principal.companyId === null)
    return false;
  const own = await reader.find<FundRecord>(PAI_FUNDS, { companyId: principal.companyId });
  return own.some((f) => (f.gpFundIds ?? []).includes(gpFundId));
}

/** An LP fund's look-through (ADR 0220): the LP's own users who are not Contributors. */
export function assertMayReadLookThrough(
  principal: Principal,
  fund: { fundId: number; companyId: number },
): void {
  if (
    principal.role !== 'lp' ||
    principal.permission === 'Contributor' ||
    principal.companyId !== fund.companyId
  )
    throw reportingError('PAI.FORBIDDEN', `You may not see the look-through of fund ${fund.fundId}`);
}
