import { Controller, Get, Headers, Query } from '@nestjs/common';
import {
  SEARCH_SOURCES,
  searchPath,
  searchQuerySchema,
  searchResponseSchema,
  type ApiResponse,
  type SearchHit,
  type SearchQuery,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { FanOut, missingMessage } from '../../http/fan-out';

/**
 * GET /search?q=&limit= (libs/contracts search.ts): asks every service of SEARCH_SOURCES on the
 * caller's behalf (each answers what the caller may see) and merges the hits, first of each kind
 * first. A source that did not answer is named in `message`; the others still count.
 */
@Controller('search')
export class SearchController {
  constructor(private readonly fanOut: FanOut) {}

  @Get()
  async search(
    @Query(new ZodPipe(searchQuerySchema)) query: SearchQuery,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<ApiResponse<SearchHit[]>> {
    const params = new URLSearchParams({ q: query.q, limit: String(query.limit) }).toString();
    const { items, missing } = await this.fanOut.ask(
      SEARCH_SOURCES.map((source) => ({ source, url: `${searchPath(source)}?${params}` })),
      headers,
      searchResponseSchema,
    );
    const seen = new Set<string>();
    const data = items.filter((hit) => {
      const key = `${hit.kind}:${hit.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const message = missingMessage(missing);
    return message ? { data, message } : { data };
  }
}
