import { readFileSync } from 'node:fs';
import { Body, Controller, Delete, Get, HttpCode, Inject, Injectable, Param, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  countryFigureValues,
  createEvent,
  pcafCountrySchema,
  positiveIntegerInput,
  pcafReferenceFrom,
  savePcafCountryFiguresRequestSchema,
  savePcafEstimateRequestSchema,
  type ApiResponse,
  type PcafCountryFigures,
  type PcafReference,
  type PcafSavedEstimate,
  type SavePcafCountryFiguresRequest,
  type SavePcafEstimateRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import { referenceFilePath } from '@esg/reference-data';
import { dataCollectionError } from '../../domain/data-collection.errors';
import {
  PCAF_COUNTRY_FIGURES,
  PCAF_ESTIMATES,
  countryDocId,
  countryFiguresRecord,
  estimateDocId,
  estimateRecord,
  presentCountryFigures,
  presentEstimate,
  type PcafCountryFiguresDoc,
  type PcafEstimateDoc,
} from '../../domain/pcaf-inputs';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';
import { directoryUser } from '../../infrastructure/user-directory';

/**
 * The body checks of the PCAF inputs answer 422 naming the field ("estimate.revenue: revenue cannot be
 * negative"), as the scorecard's dialogs show them; the platform's ZodPipe answers 400. The schema stays
 * visible to the OpenAPI document (it looks for a ZodPipe).
 */
class PcafInputPipe<T extends z.ZodType> extends ZodPipe<T> {
  override transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw dataCollectionError(
      'PCAF_INPUT.UNPROCESSABLE',
      result.error.issues
        .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
        .join('; '),
    );
  }
}

const yearPipe = new PcafInputPipe(
  positiveIntegerInput('year').pipe(
    z
      .number()
      .min(2000, { error: 'year must be 2000 or later' })
      .max(2100, { error: 'year must be 2100 or earlier' }),
  ),
);
const countryPipe = new PcafInputPipe(pcafCountrySchema);

const readJson = (name: string): unknown => JSON.parse(readFileSync(referenceFilePath(name), 'utf8'));

let reference: PcafReference | null = null;
/** PCAF's data-quality tables, read once from libs/reference-data pcaf.json. */
function pcafTables(): PcafReference {
  reference ??= pcafReferenceFrom(readJson('pcaf.json'));
  return reference;
}

let sectors: ReadonlySet<string> | null = null;
/** The NACE Rev. 2 sections and divisions (product/nace-rev2.json, the values of company.nace). */
function naceCodes(): ReadonlySet<string> {
  if (sectors) return sectors;
  const nace = readJson('product/nace-rev2.json') as {
    sections: Array<{ value: string }>;
    values: Array<{ value: string }>;
  };
  sectors = new Set([...nace.sections, ...nace.values].map((v) => v.value));
  return sectors;
}

/**
 * Who reads and changes an investor's PCAF inputs (docs/access-policy.md rules 83–85): readers of all
 * its funds read them; its fund managers (libs/access-policy canManageFunds, the rule of positions)
 * save and remove them.
 */
@Injectable()
export class PcafInputsAccess {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  async assertRead(principal: Principal, investorId: number): Promise<void> {
    const investor = await this.companies.get(investorId);
    if ((await this.access.readableFunds(principal, investor)) !== 'all')
      throw dataCollectionError(
        'FUND.FORBIDDEN',
        `Only readers of all funds of ${investor.name} see its PCAF estimates and country figures`,
      );
  }

  async assertManage(
    principal: Principal,
    investorId: number,
  ): Promise<{ userId: number; name: string | null }> {
    const investor = await this.companies.getFor(principal, investorId);
    await this.access.assertMayManageFunds(principal, investor);
    const user = await directoryUser(this.store, principal.userId);
    return { userId: principal.userId, name: user?.name || user?.email || null };
  }
}

/**
 * GET/PUT/DELETE pcaf-estimates/{investorId}/{year}[/{companyId}]: the investor's estimated emissions of
 * portfolio companies that publish none, per reporting year (ADR 0083).
 */
@Controller('pcaf-estimates')
export class PcafEstimatesController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PcafInputsAccess,
  ) {}

  @Get(':investorId/:year')
  async list(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PcafSavedEstimate[]>> {
    await this.access.assertRead(principal, investorId);
    const docs = await this.store.find<PcafEstimateDoc>(PCAF_ESTIMATES, { investorId, year });
    return { data: docs.sort((a, b) => a.companyId - b.companyId).map(presentEstimate) };
  }

  /** Saves or replaces the company's estimate of the year. 422 names the field; 403 not a fund manager. */
  @Put(':investorId/:year/:companyId')
  async save(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new PcafInputPipe(savePcafEstimateRequestSchema)) body: SavePcafEstimateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PcafSavedEstimate>> {
    const savedBy = await this.access.assertManage(principal, investorId);
    await this.companies.get(companyId);
    const record = estimateRecord(
      { investorId, year, companyId },
      body,
      pcafTables(),
      naceCodes(),
      savedBy,
      new Date().toISOString(),
    );
    await this.store.transaction((tx) => tx.put(PCAF_ESTIMATES, record));
    return { data: presentEstimate(record), message: 'Estimate saved' };
  }

  @Delete(':investorId/:year/:companyId')
  @HttpCode(204)
  async remove(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.access.assertManage(principal, investorId);
    const id = estimateDocId(investorId, year, companyId);
    if (!(await this.store.transaction((tx) => tx.delete(PCAF_ESTIMATES, id))))
      throw dataCollectionError(
        'PCAF_INPUT.NOT_FOUND',
        `No estimate of company ${companyId} for ${year} is saved for investor ${investorId}`,
      );
  }
}

/**
 * GET/PUT/DELETE pcaf-country-figures/{investorId}/{year}[/{country}]: the investor's figures of a country it
 * holds sovereign bonds of, entered by its users with their source (no GDP or national-inventory reference data
 * is loaded, ADR 0057, 0083): the PCAF group (PPP-adjusted GDP, production emissions excluding and including
 * LULUCF, the PCAF Table 5-26 option) and the PAI figures of investee countries (GDP, GHG emissions, social
 * violations, the Table 3 scores; ADR 0096), each a dictionary metric. A save or removal is an event the PAI
 * read model follows.
 */
@Controller('pcaf-country-figures')
export class PcafCountryFiguresController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: PcafInputsAccess,
  ) {}

  @Get(':investorId/:year')
  async list(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PcafCountryFigures[]>> {
    await this.access.assertRead(principal, investorId);
    const docs = await this.store.find<PcafCountryFiguresDoc>(PCAF_COUNTRY_FIGURES, { investorId, year });
    return {
      data: docs.sort((a, b) => a.country.localeCompare(b.country)).map(presentCountryFigures),
    };
  }

  @Put(':investorId/:year/:country')
  async save(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @Param('country', countryPipe) country: string,
    @Body(new PcafInputPipe(savePcafCountryFiguresRequestSchema)) body: SavePcafCountryFiguresRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PcafCountryFigures>> {
    const savedBy = await this.access.assertManage(principal, investorId);
    const record = countryFiguresRecord(
      { investorId, year, country },
      body,
      pcafTables(),
      savedBy,
      new Date().toISOString(),
    );
    // The PAI read model takes the PAI figures for the investor's sovereign positions of the year (ADR 0096).
    await this.store.transaction(async (tx) => {
      await tx.put(PCAF_COUNTRY_FIGURES, record);
      await tx.append([
        createEvent({
          type: 'data-collection.country-figures.saved.v1',
          source: 'data-collection',
          subject: record.id,
          companyId: investorId,
          actorId: principal.userId,
          data: {
            investorId,
            year,
            country,
            values: countryFigureValues(record),
            source: record.source,
            savedBy: principal.userId,
            savedAt: record.savedAt,
          },
        }),
      ]);
    });
    return { data: presentCountryFigures(record), message: 'Country figures saved' };
  }

  @Delete(':investorId/:year/:country')
  @HttpCode(204)
  async remove(
    @Param('investorId', new IdPipe('investorId')) investorId: number,
    @Param('year', yearPipe) year: number,
    @Param('country', countryPipe) country: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<void> {
    await this.access.assertManage(principal, investorId);
    const id = countryDocId(investorId, year, country);
    const removed = await this.store.transaction(async (tx) => {
      if (!(await tx.delete(PCAF_COUNTRY_FIGURES, id))) return false;
      await tx.append([
        createEvent({
          type: 'data-collection.country-figures.removed.v1',
          source: 'data-collection',
          subject: id,
          companyId: investorId,
          actorId: principal.userId,
          data: {
            investorId,
            year,
            country,
            removedBy: principal.userId,
            removedAt: new Date().toISOString(),
          },
        }),
      ]);
      return true;
    });
    if (!removed)
      throw dataCollectionError(
        'PCAF_INPUT.NOT_FOUND',
        `No figures of ${country} for ${year} are saved for investor ${investorId}`,
      );
  }
}
