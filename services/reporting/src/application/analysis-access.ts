import { canActForCompany } from '@esg/access-policy';
import type { DocumentReader } from '@esg/persistence';
import { type Principal } from '@esg/platform';
import { ANALYSIS_COMPANIES } from '../infrastructure/migrations';
import type { AnalysisCompany } from '../projections/analysis.projection';
import { reportingError } from '../domain/reporting.errors';

/**
 * Who reads the analysis (issue 12, docs/analysis.md "Access"): a company's own figures, its users and
 * the people who may act for it (its GP's users, an admin visiting); a portfolio's aggregates, the GP's
 * users who are not Contributors (spec 6.1 keeps Contributors away from trends, scorecards and
 * benchmarks) and an admin. The rule is the access policy's `canActForCompany`, fed from the read model's
 * companies (built from data-collection's company events).
 */
export async function mayActFor(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
): Promise<boolean> {
  const ids = [companyId, principal.companyId].filter((id): id is number => id !== null);
  const docs = await Promise.all(
    ids.map((id) => reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(id))),
  );
  const known = new Map(
    docs
      .filter((c): c is AnalysisCompany => c !== null)
      .map((c) => [c.companyId, { id: c.companyId, parent_id: c.parentId, contract_type: c.contractType }]),
  );
  return canActForCompany(principal, companyId, (id) => known.get(id));
}

export async function assertMayReadCompanyAnalysis(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
): Promise<void> {
  if (!(await mayActFor(reader, principal, companyId)))
    throw reportingError('ANALYSIS.FORBIDDEN', `You may not see the analysis of company ${companyId}`);
}

export async function assertMayReadPortfolioAnalysis(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
): Promise<void> {
  if (principal.permission === 'Contributor' || principal.role === 'pc')
    throw reportingError(
      'ANALYSIS.FORBIDDEN',
      'Portfolio analysis is for investors who are not Contributors',
    );
  await assertMayReadCompanyAnalysis(reader, principal, companyId);
}

/**
 * Who changes a company's materiality assessment (docs/access-policy.md row 55): the company's own team,
 * not its outside parties (Coinvestor, Consultant: they read, rule 45) and not its investors (they read it
 * through `canActForCompany`). The assessment is the company's judgement of its own impacts and risks.
 */
export function mayEditMateriality(principal: Principal, companyId: number): boolean {
  return (
    principal.companyId === companyId &&
    principal.permission !== 'Coinvestor' &&
    principal.permission !== 'Consultant'
  );
}
