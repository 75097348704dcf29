import { Controller, Get, Inject, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { searchQuerySchema, type ApiResponse, type SearchHit, type SearchQuery } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { searchCompanies } from './companies.search';
import { searchFrameworks, searchMetrics } from './esg.search';
import { searchFunds } from './funds.search';

/** One kind of thing this service finds, answering only what the principal may see. */
export type Searcher = (input: {
  principal: Principal;
  store: Store;
  q: string;
  limit: number;
  /** The service's queries (the lists' own handlers and rules). */
  queries: QueryBus;
  portfolio: PortfolioAccess;
}) => Promise<SearchHit[]>;

/**
 * What data-collection contributes to the global search. A new kind (funds, metrics, frameworks,
 * responses) is one more Searcher in its own file, added here (docs/frontend.md, "Global search").
 */
const SEARCHERS: readonly Searcher[] = [searchCompanies, searchFunds, searchMetrics, searchFrameworks];

/** GET /search/data-collection?q=&limit= (libs/contracts search.ts). */
@Controller('search/data-collection')
export class SearchDataCollectionController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly queries: QueryBus,
    private readonly portfolio: PortfolioAccess,
  ) {}

  @Get()
  async search(
    @Query(new ZodPipe(searchQuerySchema)) query: SearchQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<SearchHit[]>> {
    const found = await Promise.all(
      SEARCHERS.map((search) =>
        search({
          principal,
          store: this.store,
          q: query.q,
          limit: query.limit,
          queries: this.queries,
          portfolio: this.portfolio,
        }),
      ),
    );
    return { data: found.flat() };
  }
}
