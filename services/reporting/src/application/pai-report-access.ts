import { mayEver } from '@esg/access-policy';
import { type Principal } from '@esg/platform';
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
