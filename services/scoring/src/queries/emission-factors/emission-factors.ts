import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  emissionFactorQuerySchema,
  pageMeta,
  type ApiResponse,
  type EmissionFactorQuery,
  type EmissionFactorView,
  type FactorLibraryView,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { FactorCatalogue, presentFactor, presentLibrary } from '../../application/factor-catalogue';
import { scoringError } from '../../domain/scoring.errors';

/**
 * GET /emission-factors?source=&year=&q=&scope=&libraryId=&category=&page=&perPage=: the library,
 * paged; each factor names its source, year, version, sheet, row and column, and the attribution
 * its publisher requires. GET /emission-factors/libraries lists the imported workbooks.
 */
@Controller('emission-factors')
export class EmissionFactorsController {
  constructor(private readonly catalogue: FactorCatalogue) {}

  @Get()
  async list(
    @Query(new ZodPipe(emissionFactorQuerySchema)) query: EmissionFactorQuery,
  ): Promise<ApiResponse<EmissionFactorView[]>> {
    const { items, total } = await this.catalogue.search(query);
    return { data: items.map(presentFactor), meta: pageMeta(query.page, query.perPage, total) };
  }

  @Get('libraries')
  async libraries(): Promise<ApiResponse<FactorLibraryView[]>> {
    return { data: (await this.catalogue.libraries()).map(presentLibrary) };
  }

  @Get(':id')
  async one(@Param('id') id: string): Promise<ApiResponse<EmissionFactorView>> {
    const factor = (await this.catalogue.byIds([id])).get(id);
    if (!factor) throw scoringError('EMISSION_FACTOR.NOT_FOUND', `Emission factor '${id}' was not found`);
    return { data: presentFactor(factor) };
  }
}
