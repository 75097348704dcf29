import type { Filter } from '@esg/persistence';
import { forbidden, type Scope } from './access';
import type { Directory } from '../infrastructure/directory';

/** Plan statuses a portfolio company sees: never a draft. */
export const VISIBLE_TO_PORTFOLIO_COMPANY = { in: ['sent', 'published', 'signed-off'] };

/**
 * The plans a caller may see, as a store filter (docs/action-plans.md): a GP the plans of its
 * company, narrowed to one portfolio company by X-Company-ID, `viewingAs: 'pc'` as the portfolio
 * company sees them (no drafts); a portfolio company its own plans once sent; an admin every plan,
 * or those of the company it names. GET /action-plans, search and the start page all read it.
 */
export async function visiblePlansFilter(
  scope: Scope,
  directory: Directory,
  viewingAs?: 'gp' | 'pc',
): Promise<Filter> {
  const { principal } = scope;
  const filter: Filter = {};
  if (scope.admin) {
    if (scope.actingCompanyId !== null) {
      const acting = await directory.company(scope.actingCompanyId);
      filter[acting?.type === 'pc' ? 'portfolioCompanyId' : 'gpCompanyId'] = scope.actingCompanyId;
    }
  } else if (principal.role === 'gp' && principal.companyId !== null) {
    filter.gpCompanyId = principal.companyId;
    if (scope.actingCompanyId !== principal.companyId) filter.portfolioCompanyId = scope.actingCompanyId;
  } else {
    if (viewingAs === 'gp') throw forbidden('A portfolio company cannot view action plans as the GP');
    filter.portfolioCompanyId = principal.companyId;
  }
  if (viewingAs === 'pc' || (!scope.admin && principal.role !== 'gp'))
    filter.status = VISIBLE_TO_PORTFOLIO_COMPANY;
  return filter;
}
