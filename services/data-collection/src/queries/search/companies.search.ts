import { canActForCompany } from '@esg/access-policy';
import { labelText, rankHits, type SearchHit } from '@esg/contracts';
import type { Company } from '../../domain/company';
import type { Searcher } from './search.controller';

/**
 * Companies the caller may act for (libs/access-policy canActForCompany, as GET company/{id}): an
 * admin every company; anyone else their own (and the demo company for a demo contract), and a GP
 * its portfolio companies.
 */
export const searchCompanies: Searcher = async ({ principal, store, q, limit }) => {
  const all = await store.find<Company>('companies', {}, { sort: [['companyId', 'asc']] });
  const byId = new Map(all.map((c) => [c.companyId, c]));
  const visible = all.filter((c) =>
    canActForCompany(principal, c.companyId, (id) => {
      const found = byId.get(id);
      return found && { id: found.companyId, parent_id: found.parent_id, contract_type: found.contract_type };
    }),
  );
  return rankHits(visible, q, limit, (c) => c.name).map((c): SearchHit => ({
    kind: 'company',
    id: String(c.companyId),
    title: c.name,
    subtitle:
      c.parent_id !== null && byId.get(c.parent_id)
        ? `${labelText('companyType', c.type)} of ${byId.get(c.parent_id)?.name}`
        : labelText('companyType', c.type),
    href: `/company-details?id=${c.companyId}`,
  }));
};
