import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, TaxonomyActivityList, TaxonomyFundAlignment } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { readTaxonomyReference } from '@esg/reference-data';
import { fundAlignment, readableFund } from '../../application/taxonomy-fund';
import { datePipe, idPipe } from '../../http/params';

/**
 * The EU Taxonomy (issue 26, ADR 0150): the list of activities with its legal source and version, and a
 * fund's alignment on a date from its positions and its companies' published disclosures (framework 16).
 */
@Controller('taxonomy')
export class TaxonomyController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  /** Every signed-in user: the reference data the disclosure form chooses from. */
  @Get('activities')
  activities(): ApiResponse<TaxonomyActivityList> {
    const reference = readTaxonomyReference();
    return {
      data: {
        document: reference.document,
        version: reference.version,
        transcribed: reference.transcribed,
        verificationStatus: reference.verificationStatus,
        activities: reference.activities.map((a) => ({
          id: a.id,
          objective: a.objective,
          name: a.name,
          nace: a.nace,
          type: a.type,
          special: a.special,
          source: a.source,
        })),
      },
    };
  }

  /** The GP's team and outside parties, as for the fund's PAI statement; the latest positions on or before the date. */
  @Get('funds/:fundId/:date')
  async fund(
    @Param('fundId', idPipe('fundId')) fundId: number,
    @Param('date', datePipe) date: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TaxonomyFundAlignment>> {
    const fund = await readableFund(this.store, principal, fundId);
    return { data: await fundAlignment(this.store, fund, date) };
  }
}
