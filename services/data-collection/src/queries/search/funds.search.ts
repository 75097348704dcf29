import { rankHits, type SearchHit } from '@esg/contracts';
import { DomainError } from '@esg/platform';
import type { Company } from '../../domain/company';
import { readFund, type FundDoc } from '../../domain/fund';
import { FUNDS } from '../../infrastructure/funds';
import type { Searcher } from './search.controller';

/**
 * Funds the caller may read, by the rules of GET fundManager/getAll (PortfolioAccess.readableFunds):
 * a manager's own users and the admin every fund of it, an LP the GP funds it invests in; contributors
 * none.
 */
export const searchFunds: Searcher = async ({ principal, store, q, limit, portfolio }) => {
  if (principal.permission === 'Contributor') return [];
  const funds = (await store.find<FundDoc>(FUNDS, {}, { sort: [['fundId', 'asc']] }))
    .map((raw) => readFund(raw))
    .filter((f): f is FundDoc => f !== null);
  const managers = new Map<number, Company | null>();
  const readable = new Map<number, 'all' | Set<number> | null>();
  for (const fund of funds) {
    if (readable.has(fund.company_id)) continue;
    const manager = await store.get<Company>('companies', String(fund.company_id));
    managers.set(fund.company_id, manager);
    readable.set(
      fund.company_id,
      manager
        ? await portfolio.readableFunds(principal, manager).catch((e: unknown) => {
            if (e instanceof DomainError) return null;
            throw e;
          })
        : null,
    );
  }
  const visible = funds.filter((f) => {
    const may = readable.get(f.company_id);
    return may === 'all' || (may instanceof Set && may.has(f.fundId));
  });
  return rankHits(visible, q, limit, (f) => f.name).map((f): SearchHit => ({
    kind: 'fund',
    id: String(f.fundId),
    title: f.name,
    subtitle: [
      managers.get(f.company_id)?.name,
      `vintage ${f.vintage}`,
      f.status === 'closed' ? 'closed' : null,
    ]
      .filter(Boolean)
      .join(' · '),
    href: `/fundManager?fundId=${f.fundId}`,
  }));
};
