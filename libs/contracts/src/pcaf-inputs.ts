import { z } from 'zod';
import { lineTextSchema } from './text';
import { amountSchema, eurText, figureText, MAX_AMOUNT, nonNegativeAmount } from './amounts';
import {
  COUNTRY_FIGURE_FIELDS,
  PAI_COUNTRY_FIELDS,
  type CountryFigureField,
} from './calculation-inputs/countries';
import {
  PCAF_ASSET_CLASSES,
  PCAF_DATA_QUALITY_OPTIONS,
  pcafAssetClassSchema,
  type PcafAssetClass,
  type PcafPosition,
} from './scoring';

/*
 * The investor's saved PCAF inputs (issue 11, ADR 0083): emissions estimated for a portfolio company that
 * publishes none (PCAF options 2 and 3) and a country's figures for sovereign bonds (PCAF 5.7), kept per
 * investor (the funds' owner) and reporting year by data collection beside the funds and positions, read
 * and used by /scorecards/pcaf. Reported emissions always win over an estimate (pcafEstimateUse).
 */

// Every amount is finite and at most MAX_AMOUNT (amounts.ts; issue 23, finding 6).
const nonNegative = nonNegativeAmount;
const text = (name: string, max: number) =>
  lineTextSchema({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} is longer than ${max} characters` });

/* ------------------------------------------------------------------------------------------------
 * PCAF's data-quality tables (pcaf.json), parsed once for scoring's calculation and data
 * collection's saved estimates, so both give an option the same score.
 * ---------------------------------------------------------------------------------------------- */

export interface PcafOption {
  option: string;
  score: number;
  group: string;
}

/** The data-quality tables of pcaf.json by asset class, and the file's citation. */
export interface PcafReference {
  source: string;
  tables: Record<PcafAssetClass, PcafOption[]>;
  tableNames: Record<PcafAssetClass, string>;
}

const pcafFileSchema = z.object({
  source: z.string(),
  asset_classes: z.array(
    z.object({
      asset_class: z.string(),
      chapter: z.string().optional(),
      note: z.string().optional(),
      data_quality_table: z.string().optional(),
      data_quality: z
        .union([
          z.array(
            z.object({ score: z.number().int().min(1).max(5), option: z.string(), option_group: z.string() }),
          ),
          z.string(),
        ])
        .optional(),
    }),
  ),
});

/** Which chapter of pcaf.json each asset class of the calculator follows. */
const PCAF_CHAPTER: Record<PcafAssetClass, string> = {
  'listed-equity': 'Listed equity and corporate bonds',
  'corporate-bonds': 'Listed equity and corporate bonds',
  'business-loans': 'Business loans and unlisted equity',
  'unlisted-equity': 'Business loans and unlisted equity',
  'project-finance': 'Project finance',
  'commercial-real-estate': 'Commercial real estate',
  mortgages: 'Mortgages',
  'motor-vehicle-loans': 'Motor vehicle loans',
  'sovereign-debt': 'Sovereign debt',
};

/** PCAF's data-quality tables from the parsed pcaf.json; a file without a table it needs stops with its name. */
export function pcafReferenceFrom(json: unknown): PcafReference {
  const raw = pcafFileSchema.parse(json);
  const chapter = (name: string) => {
    const found = raw.asset_classes.find((a) => a.asset_class === name);
    if (!found) throw new Error(`pcaf.json has no asset class '${name}'`);
    return found;
  };
  const tableOf = (name: string): { options: PcafOption[]; table: string } => {
    const found = chapter(name);
    if (Array.isArray(found.data_quality))
      return {
        options: found.data_quality.map((row) => ({
          option: row.option,
          score: row.score,
          group: row.option_group,
        })),
        table: found.data_quality_table ?? name,
      };
    // Mortgages: "same 1a/1b/2a/2b/3 structure and scores 1-5 as commercial real estate (Table 5-14)".
    const same = /same .* as (commercial real estate)/i.exec(found.data_quality ?? '');
    if (same)
      return { options: tableOf('Commercial real estate').options, table: found.data_quality_table ?? name };
    throw new Error(`pcaf.json gives no data-quality table for '${name}'`);
  };
  const tables = {} as Record<PcafAssetClass, PcafOption[]>;
  const tableNames = {} as Record<PcafAssetClass, string>;
  for (const [assetClass, name] of Object.entries(PCAF_CHAPTER) as Array<[PcafAssetClass, string]>) {
    const { options, table } = tableOf(name);
    tables[assetClass] = options;
    tableNames[assetClass] = table;
  }
  return { source: raw.source, tables, tableNames };
}

/* ------------------------------------------------------------------------------------------------
 * Saved estimates
 * ---------------------------------------------------------------------------------------------- */

/** The PCAF options an estimate can have (options 2 and 3; options 1a and 1b are reported emissions). */
export const PCAF_ESTIMATE_OPTIONS = ['2a', '2b', '3', '3a', '3b', '3c'] as const;
export type PcafEstimateOption = (typeof PCAF_ESTIMATE_OPTIONS)[number];

const factorSource = text('factorSource (the factor’s source and version)', 200);

export const pcafEstimateInputSchema = z.discriminatedUnion(
  'basis',
  [
    z.object({
      basis: z.literal('revenue'),
      /** The company's revenue of the year, EUR. */
      revenue: nonNegative('revenue'),
      /**
       * The company's sector as a NACE Rev. 2 section or division ("C", "C.20": the values of company.nace,
       * libs/reference-data product/nace-rev2.json); data collection refuses one the file does not list.
       */
      sector: text('sector', 10),
      /** tCO2e of scopes 1 and 2 per EUR of revenue in the sector. */
      sectorFactor: nonNegative('sectorFactor'),
      /** tCO2e of scope 3 per EUR of revenue, where the factor set gives one. */
      scope3Factor: nonNegative('scope3Factor').optional(),
      factorSource,
    }),
    z.object({
      basis: z.literal('physical-activity'),
      /** E.g. MWh of energy used or tonnes produced. */
      activity: nonNegative('activity'),
      activityUnit: text('activityUnit', 60),
      /** tCO2e of scopes 1 and 2 per activity unit. */
      emissionFactor: nonNegative('emissionFactor'),
      scope3Factor: nonNegative('scope3Factor').optional(),
      factorSource,
    }),
  ],
  { error: 'basis must be revenue or physical-activity' },
);
export type PcafEstimateInput = z.infer<typeof pcafEstimateInputSchema>;

/** The asset classes a company estimate is for (sovereign bonds take country figures instead). */
const estimateAssetClasses = PCAF_ASSET_CLASSES.filter((c) => c !== 'sovereign-debt') as [
  Exclude<PcafAssetClass, 'sovereign-debt'>,
  ...Array<Exclude<PcafAssetClass, 'sovereign-debt'>>,
];

/** PUT /api/pcaf-estimates/{investorId}/{year}/{companyId}: saves or replaces the company's estimate of the year. */
export const savePcafEstimateRequestSchema = z.object({
  /** How the investor's position holds the company: the PCAF asset class whose table scores the option. */
  assetClass: z.enum(estimateAssetClasses, {
    error: `assetClass must be one of ${estimateAssetClasses.join(', ')}`,
  }),
  estimate: pcafEstimateInputSchema,
  dataQualityOption: z.enum(PCAF_ESTIMATE_OPTIONS, {
    error: `dataQualityOption must be an estimate option (${PCAF_ESTIMATE_OPTIONS.join(', ')}); 1a and 1b are reported emissions`,
  }),
});
export type SavePcafEstimateRequest = z.infer<typeof savePcafEstimateRequestSchema>;

const savedBySchema = z.strictObject({ userId: z.number().int(), name: z.string().nullable() });

export const pcafSavedEstimateSchema = z.strictObject({
  investorId: z.number().int(),
  companyId: z.number().int(),
  /** The reporting year: the year of the quarter ends whose positions it is used for. */
  year: z.number().int(),
  assetClass: pcafAssetClassSchema,
  estimate: pcafEstimateInputSchema,
  dataQualityOption: z.enum(PCAF_ESTIMATE_OPTIONS),
  /** The option's score in the asset class's PCAF table (pcaf.json). */
  dataQualityScore: z.number().int().min(1).max(5),
  /** The estimated emissions of the company, tCO2e. */
  emissions: z.strictObject({ scope12: z.number(), scope3: z.number().nullable() }),
  /** The arithmetic, as "How it was made" shows it. */
  expression: z.string(),
  /** The PCAF table the score comes from and the file's citation. */
  reference: z.string(),
  savedBy: savedBySchema,
  savedAt: z.string(),
});
export type PcafSavedEstimate = z.infer<typeof pcafSavedEstimateSchema>;

/** Scopes 1 + 2 (and 3 where a factor is given) of an estimate, with the arithmetic in words. */
export function pcafEstimatedEmissions(
  estimate: Pick<PcafEstimateInput, 'basis'> &
    (
      | { basis: 'revenue'; revenue: number; sectorFactor: number; scope3Factor?: number }
      | {
          basis: 'physical-activity';
          activity: number;
          activityUnit: string;
          emissionFactor: number;
          scope3Factor?: number;
        }
    ),
): { scope12: number; scope3: number | null; expression: string } {
  if (estimate.basis === 'physical-activity') {
    const { activity, activityUnit: unit, emissionFactor, scope3Factor } = estimate;
    const scope12 = activity * emissionFactor;
    const scope3 = scope3Factor === undefined ? null : activity * scope3Factor;
    return {
      scope12,
      scope3,
      expression:
        `estimated emissions = ${figureText(activity)} ${unit} × ${emissionFactor} tCO2e/${unit} = ${figureText(scope12)} tCO2e` +
        (scope3 === null
          ? ''
          : `; scope 3 = ${figureText(activity)} ${unit} × ${scope3Factor} tCO2e/${unit} = ${figureText(scope3)} tCO2e`),
    };
  }
  const { revenue, sectorFactor, scope3Factor } = estimate;
  const scope12 = revenue * sectorFactor;
  const scope3 = scope3Factor === undefined ? null : revenue * scope3Factor;
  return {
    scope12,
    scope3,
    expression:
      `estimated emissions = revenue ${eurText(revenue)} × sector factor ${sectorFactor} tCO2e per EUR of revenue = ${figureText(scope12)} tCO2e` +
      (scope3 === null
        ? ''
        : `; scope 3 = revenue ${eurText(revenue)} × ${scope3Factor} = ${figureText(scope3)} tCO2e`),
  };
}

/**
 * The score PCAF's table of the asset class gives an estimate option, or why it cannot be used
 * (the option is not in that table: e.g. 3a for a mortgage).
 */
export function pcafEstimateScore(
  reference: PcafReference,
  assetClass: PcafAssetClass,
  option: string,
): { ok: true; score: number; table: string } | { ok: false; reason: string } {
  const table = reference.tables[assetClass];
  const name = reference.tableNames[assetClass];
  const row = table.find((r) => r.option === option);
  if (!row)
    return {
      ok: false,
      reason: `dataQualityOption ${option} is not in PCAF ${name} for ${assetClass} (its options: ${table.map((r) => r.option).join(', ') || 'none'})`,
    };
  return { ok: true, score: row.score, table: name };
}

/* ------------------------------------------------------------------------------------------------
 * Saved country figures (sovereign debt, PCAF 5.7)
 * ---------------------------------------------------------------------------------------------- */

/** ISO 3166-1 alpha-2, as positions record a sovereign bond's country. */
export const pcafCountrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'country must be an ISO 3166-1 alpha-2 code, e.g. DE' })
  .transform((c) => c.toUpperCase());

/** A PAI country score (an index's value, as its source publishes it). */
const countryScore = (name: string) => amountSchema(name);

const PCAF_COUNTRY_FIELDS = [
  'pppAdjustedGdp',
  'productionEmissions',
  'productionEmissionsInclLulucf',
  'dataQualityScore',
  'dataQualityOption',
] as const;

/**
 * PUT /api/pcaf-country-figures/{investorId}/{year}/{country}: the investor's figures of a country it holds
 * sovereign debt of, with their source (ADR 0083, 0096). Two groups, each optional, at least one given:
 * - PCAF 5.7: PPP-adjusted GDP and production emissions (excluding LULUCF; including it beside), scored by the
 *   PCAF Table 5-26 option (or a score given as such). Any of them given, the GDP, the emissions and the data
 *   quality are required.
 * - PAI (Annex I, Table 1 15–16, Table 3 18–24): GDP, GHG emissions, social violations and the scores.
 * Every field is a dictionary metric (COUNTRY_FIGURE_FIELDS, calculation-inputs/countries.ts).
 */
export const savePcafCountryFiguresRequestSchema = z
  .object({
    /** PPP-adjusted GDP of the country, EUR (sov.ppp_adjusted_gdp). */
    pppAdjustedGdp: z
      .number({ error: 'pppAdjustedGdp must be a number' })
      .positive({ error: 'pppAdjustedGdp must be above 0' })
      .max(MAX_AMOUNT, { error: 'pppAdjustedGdp must be at most 1e15' })
      .optional(),
    /** Production emissions excluding LULUCF, tCO2e, the national inventory (sov.production_emissions). */
    productionEmissions: z
      .number({ error: 'productionEmissions must be a number' })
      .min(0, { error: 'productionEmissions cannot be negative' })
      .max(MAX_AMOUNT, { error: 'productionEmissions must be at most 1e15' })
      .optional(),
    /** Including LULUCF, tCO2e (may be below the figure without, even negative): PCAF 5.7 reports both. */
    productionEmissionsInclLulucf: amountSchema('productionEmissionsInclLulucf').nullable().optional(),
    dataQualityScore: z
      .number({ error: 'dataQualityScore must be a whole number from 1 to 5' })
      .int({ error: 'dataQualityScore must be a whole number from 1 to 5' })
      .min(1, { error: 'dataQualityScore must be a whole number from 1 to 5' })
      .max(5, { error: 'dataQualityScore must be a whole number from 1 to 5' })
      .optional(),
    /**
     * The PCAF Table 5-26 option of the country's emissions (sov.pcaf_option): its score is the table's. Data
     * collection checks it against the table in pcaf.json (reference data, not this list), naming the options.
     */
    dataQualityOption: z
      .enum(PCAF_DATA_QUALITY_OPTIONS, {
        error: `dataQualityOption must be a PCAF data-quality option such as 1a`,
      })
      .optional(),
    /** GDP of the country, EUR (sov.gdp): PAI 15's denominator. */
    gdp: z
      .number({ error: 'gdp must be a number (EUR)' })
      .positive({ error: 'gdp must be above 0' })
      .max(MAX_AMOUNT, { error: 'gdp must be at most 1e15' })
      .nullable()
      .optional(),
    /** The country's scope 1, 2 and 3 GHG emissions, tCO2e (sov.ghg_emissions): PAI 15. */
    ghgEmissions: z
      .number({ error: 'ghgEmissions must be a number (tCO2e)' })
      .min(0, { error: 'ghgEmissions cannot be negative' })
      .max(MAX_AMOUNT, { error: 'ghgEmissions must be at most 1e15' })
      .nullable()
      .optional(),
    /** Subject to social violations (sov.social_violations): PAI 16. */
    socialViolations: z.boolean({ error: 'socialViolations must be true or false' }).nullable().optional(),
    incomeInequalityScore: countryScore('incomeInequalityScore').nullable().optional(),
    freedomOfExpressionScore: countryScore('freedomOfExpressionScore').nullable().optional(),
    humanRightsScore: countryScore('humanRightsScore').nullable().optional(),
    corruptionScore: countryScore('corruptionScore').nullable().optional(),
    euNonCooperativeTax: z
      .boolean({ error: 'euNonCooperativeTax must be true or false' })
      .nullable()
      .optional(),
    politicalStabilityScore: countryScore('politicalStabilityScore').nullable().optional(),
    ruleOfLawScore: countryScore('ruleOfLawScore').nullable().optional(),
    /** Where the figures come from (publication, edition, year), shown in "How it was made". */
    source: text('source (where the figures come from)', 300),
  })
  .superRefine((body, ctx) => {
    const pcaf = PCAF_COUNTRY_FIELDS.some((f) => body[f] !== undefined && body[f] !== null);
    const pai = PAI_COUNTRY_FIELDS.some((f) => body[f] !== undefined && body[f] !== null);
    if (pcaf || !pai) {
      if (body.pppAdjustedGdp === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['pppAdjustedGdp'],
          message: 'pppAdjustedGdp is required (PPP-adjusted GDP of the country, EUR)',
        });
      if (body.productionEmissions === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['productionEmissions'],
          message: 'productionEmissions is required (production emissions excluding LULUCF, tCO2e)',
        });
      if (body.dataQualityScore === undefined && body.dataQualityOption === undefined && (pcaf || !pai))
        ctx.addIssue({
          code: 'custom',
          path: ['dataQualityOption'],
          message: 'dataQualityOption is required (the PCAF Table 5-26 option, e.g. 1a), or dataQualityScore',
        });
    }
  });
export type SavePcafCountryFiguresRequest = z.infer<typeof savePcafCountryFiguresRequestSchema>;

export const pcafCountryFiguresSchema = z.strictObject({
  investorId: z.number().int(),
  country: z.string(),
  year: z.number().int(),
  /** The PCAF figures; null when only PAI figures are saved. */
  pppAdjustedGdp: z.number().nullable(),
  productionEmissions: z.number().nullable(),
  productionEmissionsInclLulucf: z.number().nullable(),
  dataQualityScore: z.number().int().nullable(),
  dataQualityOption: z.enum(PCAF_DATA_QUALITY_OPTIONS).nullable(),
  /** The PAI figures; null where not given. */
  gdp: z.number().nullable(),
  ghgEmissions: z.number().nullable(),
  socialViolations: z.boolean().nullable(),
  incomeInequalityScore: z.number().nullable(),
  freedomOfExpressionScore: z.number().nullable(),
  humanRightsScore: z.number().nullable(),
  corruptionScore: z.number().nullable(),
  euNonCooperativeTax: z.boolean().nullable(),
  politicalStabilityScore: z.number().nullable(),
  ruleOfLawScore: z.number().nullable(),
  source: z.string(),
  savedBy: savedBySchema,
  savedAt: z.string(),
});
export type PcafCountryFigures = z.infer<typeof pcafCountryFiguresSchema>;

/** The country figures by dictionary code (sov.*), without the ones not given: what the PAI read model keeps. */
export function countryFigureValues(
  figures: Pick<PcafCountryFigures, CountryFigureField>,
): Record<string, number | boolean | string> {
  const values: Record<string, number | boolean | string> = {};
  for (const [field, code] of Object.entries(COUNTRY_FIGURE_FIELDS) as Array<[CountryFigureField, string]>) {
    const value = figures[field];
    if (value !== null && value !== undefined) values[code] = value;
  }
  return values;
}

/* ------------------------------------------------------------------------------------------------
 * Which emissions a position uses
 * ---------------------------------------------------------------------------------------------- */

/**
 * What a position's emissions come from once the saved estimates are known: the company's reported
 * emissions (a saved estimate is then `superseded`, shown but not used), the saved estimate, or nothing.
 */
export type PcafEstimateUse =
  | { use: 'reported'; superseded: PcafSavedEstimate | null }
  | { use: 'estimate'; estimate: PcafSavedEstimate }
  | { use: 'none' };

export function pcafEstimateUse(
  position: Pick<PcafPosition, 'emissions'>,
  saved: PcafSavedEstimate | undefined,
): PcafEstimateUse {
  if (position.emissions) return { use: 'reported', superseded: saved ?? null };
  return saved ? { use: 'estimate', estimate: saved } : { use: 'none' };
}

/** A saved estimate as the calculation takes it: the inputs, the option, and its score for scope 3 too. */
export function pcafPositionWithSavedEstimate(
  position: PcafPosition,
  saved: PcafSavedEstimate | undefined,
): PcafPosition {
  const use = pcafEstimateUse(position, saved);
  if (use.use !== 'estimate') return position;
  const { dataQualityScore: _published, dataQualityScoreScope3: _scope3, ...rest } = position;
  void _published;
  void _scope3;
  const e = use.estimate.estimate;
  return {
    ...rest,
    estimate:
      e.basis === 'revenue'
        ? {
            basis: 'revenue',
            revenue: e.revenue,
            sectorFactor: e.sectorFactor,
            ...(e.scope3Factor === undefined ? {} : { scope3Factor: e.scope3Factor }),
          }
        : {
            basis: 'physical-activity',
            activity: e.activity,
            activityUnit: e.activityUnit,
            emissionFactor: e.emissionFactor,
            ...(e.scope3Factor === undefined ? {} : { scope3Factor: e.scope3Factor }),
          },
    dataQualityOption: use.estimate.dataQualityOption,
    ...(e.scope3Factor === undefined ? {} : { dataQualityScoreScope3: use.estimate.dataQualityScore }),
  };
}

/** The saved estimate in words, for "How it was made". */
export function pcafSavedEstimateLines(saved: PcafSavedEstimate): string[] {
  const e = saved.estimate;
  const inputs =
    e.basis === 'revenue'
      ? `revenue ${eurText(e.revenue)}, sector ${e.sector} (NACE Rev. 2), sector factor ${e.sectorFactor} tCO2e per EUR` +
        (e.scope3Factor === undefined ? '' : `, scope 3 factor ${e.scope3Factor} tCO2e per EUR`)
      : `activity ${figureText(e.activity)} ${e.activityUnit}, emission factor ${e.emissionFactor} tCO2e per ${e.activityUnit}` +
        (e.scope3Factor === undefined
          ? ''
          : `, scope 3 factor ${e.scope3Factor} tCO2e per ${e.activityUnit}`);
  return [
    `saved estimate for ${saved.year}: ${inputs}`,
    saved.expression,
    `factor source: ${e.factorSource}`,
    `PCAF option ${saved.dataQualityOption}, data quality score ${saved.dataQualityScore} (${saved.reference})`,
    `saved by ${saved.savedBy.name ?? `user ${saved.savedBy.userId}`} on ${saved.savedAt.slice(0, 16).replace('T', ' ')} UTC`,
  ];
}

/** The key of a saved estimate among a year's: the company. */
export const pcafEstimatesByCompany = (
  estimates: readonly PcafSavedEstimate[],
): ReadonlyMap<number, PcafSavedEstimate> => new Map(estimates.map((e) => [e.companyId, e]));
