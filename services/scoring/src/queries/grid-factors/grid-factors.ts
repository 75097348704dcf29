import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  gridCountrySchema,
  gridFactorChoicesSchema,
  gridFactorQuerySchema,
  type ApiResponse,
  type GridCountry,
  type GridFactorChoices,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { FactorCatalogue, presentFactor } from '../../application/factor-catalogue';

const countryParam = new ZodPipe(
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'country: an ISO 3166-1 alpha-2 code such as DK' })
    .transform((c) => c.toUpperCase()),
);

/**
 * GET /emission-factors/grid: the countries with grid factors, by name.
 * GET /emission-factors/grid/{country}?year=: the grid factors a company in the country can use for purchased
 * electricity (location-based scope 2), the calculator's default first and why it is the default; each names its
 * source, version, year and licence (ADR 0160). Any signed-in user, like the factor library.
 */
@Controller('emission-factors/grid')
export class GridFactorsController {
  constructor(private readonly catalogue: FactorCatalogue) {}

  @Get()
  async countries(): Promise<ApiResponse<GridCountry[]>> {
    return { data: z.array(gridCountrySchema).parse(await this.catalogue.gridCountries()) };
  }

  @Get(':country')
  async choices(
    @Param('country', countryParam) country: string,
    @Query(new ZodPipe(gridFactorQuerySchema)) query: z.infer<typeof gridFactorQuerySchema>,
  ): Promise<ApiResponse<GridFactorChoices>> {
    const found = await this.catalogue.gridChoices(country, query.year ?? null);
    return {
      data: gridFactorChoicesSchema.parse({
        ...found,
        choices: found.choices.map((c) => ({ ...c, factor: presentFactor(c.factor) })),
      }),
    };
  }
}
