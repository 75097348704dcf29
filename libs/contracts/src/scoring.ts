import { z } from 'zod';
import { lineTextSchema } from './text';
import { amountSchema, nonNegativeAmount } from './amounts';
import { pagingQuerySchema, positiveIntegerInput } from './api';
import { reportingCycleSchema } from './data-collection';
import { periodSchema } from './period';

/*
 * Scoring (climate): the emission-factor library, the carbon calculator and the Emissions summary,
 * PCAF financed emissions and TCFD scoring (spec 2.8, 2.9, 3, 5, 9; docs/climate.md). Request and
 * response bodies of every scoring endpoint; the SPA and the scoring service both read this file.
 */

/* ------------------------------------------------------------------------------------------------
 * Common
 * ---------------------------------------------------------------------------------------------- */

/** How a figure was made (docs/climate.md "Provenance"). */
export const provenanceSchema = z.object({
  formula: z.string(),
  expression: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  factorId: z.string().optional(),
  libraries: z.array(z.string()).optional(),
  referenceData: z.array(z.string()).optional(),
  computedAt: z.string(),
});
export type ProvenanceView = z.infer<typeof provenanceSchema>;

const companyId = z.number().int().positive();
// Every amount of a request is finite and at most MAX_AMOUNT (amounts.ts; issue 23, finding 6).
const nonNegative = nonNegativeAmount;

/* ------------------------------------------------------------------------------------------------
 * Emission-factor library
 * ---------------------------------------------------------------------------------------------- */

/** DESNZ and the EPA Hub (workbooks); IFI and Ember: grid factors per country (ADR 0160). */
export const factorSourceSchema = z.enum(['DESNZ', 'EPA', 'IFI', 'Ember']);
export type FactorSource = z.infer<typeof factorSourceSchema>;
export const factorScopeSchema = z.enum(['1', '2', '3', 'outside']);

export const attributionSchema = z.object({
  publisher: z.string(),
  licence: z.string(),
  text: z.string(),
  url: z.string(),
});

export const emissionFactorSchema = z.object({
  id: z.string(),
  libraryId: z.string(),
  source: factorSourceSchema,
  year: z.number().int(),
  version: z.string(),
  sheet: z.string(),
  sheetVersion: z.string(),
  scope: factorScopeSchema,
  category: z.string(),
  activity: z.string(),
  labels: z.record(z.string(), z.string()),
  variant: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  kgCO2e: z.number(),
  gases: z.object({ co2: z.number().nullable(), ch4: z.number().nullable(), n2o: z.number().nullable() }),
  published: z.record(z.string(), z.number()),
  row: z.number().int(),
  column: z.number().int(),
  note: z.string().nullable(),
  /** Calculator categories the factor can be used in. */
  calculatorCategories: z.array(z.string()),
  attribution: z.string(),
  /** The ISO 3166-1 alpha-2 country whose grid the factor measures (grid factors, DESNZ UK, EPA eGRID); else null. */
  country: z.string().nullable(),
});
export type EmissionFactorView = z.infer<typeof emissionFactorSchema>;

/** The calculator's rows (spec 3's Emissions summary rows; scope 3 by GHG Protocol category, ADR 0161). */
export const CARBON_CATEGORIES = [
  'REF',
  'COV',
  'BGP',
  'PE',
  'PS',
  'PGS',
  'CG',
  'FERA',
  'UTD',
  'WST',
  'EBTL',
  'EBTA',
  'EBTS',
  'EBTH',
  'EC',
  'ULA',
  'DTD',
  'PSP',
  'USP',
  'EOL',
  'DLA',
  'FRN',
  'INV',
] as const;
export const carbonCategorySchema = z.enum(CARBON_CATEGORIES);
export type CarbonCategory = z.infer<typeof carbonCategorySchema>;

export const emissionFactorQuerySchema = pagingQuerySchema.extend({
  source: factorSourceSchema.optional(),
  year: positiveIntegerInput('year').pipe(z.number().min(1990).max(2100)).optional(),
  /** Words that must all appear in the factor's sheet, name or unit (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  scope: factorScopeSchema.optional(),
  libraryId: z.string().max(100).optional(),
  /** Only factors a calculator category accepts (REF, COV, …). */
  category: carbonCategorySchema.optional(),
  /** Only the grid factors of a country (ISO 3166-1 alpha-2). */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'country: an ISO 3166-1 alpha-2 code such as DK' })
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type EmissionFactorQuery = z.infer<typeof emissionFactorQuerySchema>;

export const factorLibrarySchema = z.object({
  id: z.string(),
  source: factorSourceSchema,
  year: z.number().int(),
  version: z.string(),
  title: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  bytes: z.number().int(),
  importedAt: z.string(),
  importedBy: z.number().int().nullable(),
  factorCount: z.number().int(),
  sheets: z.array(z.object({ name: z.string(), factors: z.number().int() })),
  gwp: z.object({ basis: z.string(), values: z.record(z.string(), z.number()) }).nullable(),
  attribution: attributionSchema,
});
export type FactorLibraryView = z.infer<typeof factorLibrarySchema>;

/**
 * The grid factors a company in `country` can use for location-based scope 2 (ADR 0160), the one the calculator
 * takes by default first: DESNZ for the UK and the EPA's eGRID for the US (the national factors that fit them),
 * elsewhere Ember's average intensity of the country, else the IFI operating margin.
 */
export const gridFactorChoicesSchema = z.object({
  country: z.string(),
  /** The country as the sources name it (null when no source has it). */
  countryName: z.string().nullable(),
  defaultFactorId: z.string().nullable(),
  /** Why the default is the default, in words. */
  reason: z.string(),
  choices: z.array(
    z.object({
      factor: emissionFactorSchema,
      /** E.g. "Ember average grid intensity, life-cycle (2024)". */
      label: z.string(),
      /** The source, its version and year and its licence, in words. */
      provenance: z.string(),
    }),
  ),
});
export type GridFactorChoices = z.infer<typeof gridFactorChoicesSchema>;

/** A country with grid factors (GET /emission-factors/grid), named as the grid sources name it. */
export const gridCountrySchema = z.object({ country: z.string(), name: z.string() });
export type GridCountry = z.infer<typeof gridCountrySchema>;

export const gridFactorQuerySchema = z.object({
  /** The reporting year the factors are for (DESNZ publishes one set a year); the newest when not given. */
  year: positiveIntegerInput('year').pipe(z.number().min(1990).max(2100)).optional(),
});

export const factorImportResultSchema = z.object({
  library: factorLibrarySchema,
  /** False when the same file (by SHA-256) was already imported. */
  created: z.boolean(),
});

/* ------------------------------------------------------------------------------------------------
 * Carbon calculator
 * ---------------------------------------------------------------------------------------------- */

/**
 * The methods of the GHG Protocol's Technical Guidance for Calculating Scope 3 Emissions a scope 3 line can
 * rest on (ADR 0161). Each stands for an option of PCAF's data-quality table for business loans and unlisted
 * equity (pcaf.json, Table 5-7), which gives the line its score: the emitter's own figures option 1b (1a when
 * verified), physical activity × published factors 2b, spend × sector factors 3a, an estimate by proxies 3b.
 */
export const SCOPE3_METHODS = [
  'supplier-specific',
  'asset-specific',
  'investment-specific',
  'hybrid',
  'average-data',
  'fuel-based',
  'distance-based',
  'waste-type-specific',
  'spend-based',
  'estimate',
] as const;
export const scope3MethodSchema = z.enum(SCOPE3_METHODS);
export type Scope3Method = z.infer<typeof scope3MethodSchema>;

/** The PCAF option (Table 5-7) a method stands for, and how the screens name the method. */
export const SCOPE3_METHOD_INFO: Record<
  Scope3Method,
  { pcafOption: '1b' | '2b' | '3a' | '3b'; label: string; activity: boolean }
> = {
  'supplier-specific': { pcafOption: '1b', label: 'Figures from the supplier', activity: false },
  'asset-specific': { pcafOption: '1b', label: 'Figures measured at the asset', activity: false },
  'investment-specific': { pcafOption: '1b', label: 'Figures reported by the investee', activity: false },
  hybrid: { pcafOption: '2b', label: 'Supplier figures with average data for the gaps', activity: false },
  'average-data': { pcafOption: '2b', label: 'Quantities × average factors', activity: true },
  'fuel-based': { pcafOption: '2b', label: 'Fuel used × fuel factors', activity: true },
  'distance-based': { pcafOption: '2b', label: 'Distance × transport factors', activity: true },
  'waste-type-specific': { pcafOption: '2b', label: 'Waste by type × treatment factors', activity: true },
  'spend-based': { pcafOption: '3a', label: 'Money spent × sector factors', activity: false },
  estimate: { pcafOption: '3b', label: 'Estimated from comparable data', activity: false },
};

export const SCOPE3_CATEGORY_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type Scope3CategoryNumber = (typeof SCOPE3_CATEGORY_NUMBERS)[number];

/**
 * The fifteen categories of the GHG Protocol Corporate Value Chain (Scope 3) Standard: the dictionary metric
 * of each (metric-dictionary.json), the methods its lines may use (the first activity method is a factor
 * line's default) and the calculator rows that collect it.
 */
export const SCOPE3_CATEGORIES: Record<
  Scope3CategoryNumber,
  { name: string; metric: string; methods: readonly Scope3Method[]; rows: readonly CarbonCategory[] }
> = {
  1: {
    name: 'Purchased goods and services',
    metric: 'ghg.scope3_cat01',
    methods: ['supplier-specific', 'hybrid', 'average-data', 'spend-based', 'estimate'],
    rows: ['PGS'],
  },
  2: {
    name: 'Capital goods',
    metric: 'ghg.scope3_cat02',
    methods: ['supplier-specific', 'hybrid', 'average-data', 'spend-based', 'estimate'],
    rows: ['CG'],
  },
  3: {
    name: 'Fuel- and energy-related activities',
    metric: 'ghg.scope3_cat03',
    methods: ['supplier-specific', 'average-data', 'spend-based', 'estimate'],
    rows: ['FERA'],
  },
  4: {
    name: 'Upstream transportation and distribution',
    metric: 'ghg.scope3_cat04',
    methods: ['supplier-specific', 'distance-based', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['UTD'],
  },
  5: {
    name: 'Waste generated in operations',
    metric: 'ghg.scope3_cat05',
    methods: ['supplier-specific', 'waste-type-specific', 'average-data', 'spend-based', 'estimate'],
    rows: ['WST'],
  },
  6: {
    name: 'Business travel',
    metric: 'ghg.scope3_cat06',
    methods: ['supplier-specific', 'distance-based', 'fuel-based', 'average-data', 'spend-based', 'estimate'],
    rows: ['EBTL', 'EBTA', 'EBTS', 'EBTH'],
  },
  7: {
    name: 'Employee commuting',
    metric: 'ghg.scope3_cat07',
    methods: ['distance-based', 'fuel-based', 'average-data', 'spend-based', 'estimate'],
    rows: ['EC'],
  },
  8: {
    name: 'Upstream leased assets',
    metric: 'ghg.scope3_cat08',
    methods: ['asset-specific', 'average-data', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['ULA'],
  },
  9: {
    name: 'Downstream transportation and distribution',
    metric: 'ghg.scope3_cat09',
    methods: ['supplier-specific', 'distance-based', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['DTD'],
  },
  10: {
    name: 'Processing of sold products',
    metric: 'ghg.scope3_cat10',
    methods: ['supplier-specific', 'average-data', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['PSP'],
  },
  11: {
    name: 'Use of sold products',
    metric: 'ghg.scope3_cat11',
    methods: ['average-data', 'fuel-based', 'estimate'],
    rows: ['USP'],
  },
  12: {
    name: 'End-of-life treatment of sold products',
    metric: 'ghg.scope3_cat12',
    methods: ['waste-type-specific', 'average-data', 'estimate'],
    rows: ['EOL'],
  },
  13: {
    name: 'Downstream leased assets',
    metric: 'ghg.scope3_cat13',
    methods: ['asset-specific', 'average-data', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['DLA'],
  },
  14: {
    name: 'Franchises',
    metric: 'ghg.scope3_cat14',
    methods: ['asset-specific', 'average-data', 'fuel-based', 'spend-based', 'estimate'],
    rows: ['FRN'],
  },
  15: {
    name: 'Investments',
    metric: 'ghg.scope3_cat15',
    methods: ['investment-specific', 'average-data', 'spend-based', 'estimate'],
    rows: ['INV'],
  },
};

/** The rows of the Emissions summary (spec 3) as the screens name them, in the spec's order; scope 3 rows name their GHG Protocol category. */
export const CARBON_CATEGORY_INFO: Record<
  CarbonCategory,
  { scope: '1' | '2' | '3'; label: string; ghgCategory?: Scope3CategoryNumber }
> = {
  REF: { scope: '1', label: 'Refrigerants' },
  COV: { scope: '1', label: 'Company-owned vehicles' },
  BGP: { scope: '1', label: 'Buildings and generators / plant' },
  PE: { scope: '2', label: 'Purchased electricity' },
  PS: { scope: '2', label: 'Purchased heat and steam' },
  PGS: { scope: '3', label: 'Purchased goods and services', ghgCategory: 1 },
  CG: { scope: '3', label: 'Capital goods', ghgCategory: 2 },
  FERA: { scope: '3', label: 'Fuel- and energy-related activities', ghgCategory: 3 },
  UTD: { scope: '3', label: 'Upstream transportation and distribution', ghgCategory: 4 },
  WST: { scope: '3', label: 'Waste generated in operations', ghgCategory: 5 },
  EBTL: { scope: '3', label: 'Business travel by land', ghgCategory: 6 },
  EBTA: { scope: '3', label: 'Business travel by air', ghgCategory: 6 },
  EBTS: { scope: '3', label: 'Business travel by sea', ghgCategory: 6 },
  EBTH: { scope: '3', label: 'Hotel stays', ghgCategory: 6 },
  EC: { scope: '3', label: 'Employee commuting', ghgCategory: 7 },
  ULA: { scope: '3', label: 'Upstream leased assets', ghgCategory: 8 },
  DTD: { scope: '3', label: 'Downstream transportation and distribution', ghgCategory: 9 },
  PSP: { scope: '3', label: 'Processing of sold products', ghgCategory: 10 },
  USP: { scope: '3', label: 'Use of sold products', ghgCategory: 11 },
  EOL: { scope: '3', label: 'End-of-life treatment of sold products', ghgCategory: 12 },
  DLA: { scope: '3', label: 'Downstream leased assets', ghgCategory: 13 },
  FRN: { scope: '3', label: 'Franchises', ghgCategory: 14 },
  INV: { scope: '3', label: 'Investments', ghgCategory: 15 },
};

/** The methods a line of a calculator row may use (scope 3 rows only). */
export function methodsOf(code: CarbonCategory): readonly Scope3Method[] {
  const number = CARBON_CATEGORY_INFO[code].ghgCategory;
  return number ? SCOPE3_CATEGORIES[number].methods : [];
}

/** A factor line's method when it names none: its row's first activity method. */
export function defaultFactorMethod(code: CarbonCategory): Scope3Method | null {
  return methodsOf(code).find((method) => SCOPE3_METHOD_INFO[method].activity) ?? null;
}

/**
 * A scope 3 emission figure the company has from elsewhere, where no factor of the library fits: the
 * supplier's figure, a spend-based estimate, an investee's emissions. `verified`: checked by a third party.
 */
export const reportedFigureSchema = z.object({
  tCO2e: nonNegative('reported.tCO2e'),
  method: scope3MethodSchema,
  /** Where the figure comes from (the supplier, the spend data and factor set, the investee's report). */
  source: lineTextSchema().trim().max(300).optional(),
  verified: z.boolean().optional(),
});
export type ReportedFigure = z.infer<typeof reportedFigureSchema>;

export const MARKET_INSTRUMENTS = [
  'supplier-specific',
  'energy-attribute-certificate',
  'power-purchase-agreement',
  'residual-mix',
] as const;

/**
 * Market-based scope 2 for one electricity, heat or steam line (GHG Protocol Scope 2 Guidance):
 * the emission factor of the contractual instrument (a supplier's disclosed factor, a certificate
 * or PPA -- 0 for renewable certificates -- or the residual mix), per `unit` (default: the
 * location factor's unit). A scope 2 line without it counts its location-based emissions in the
 * market-based total too, and says so.
 */
export const marketBasedInputSchema = z.object({
  kgCO2ePerUnit: nonNegative('kgCO2ePerUnit'),
  unit: z.string().trim().min(1).max(60).optional(),
  instrument: z.enum(MARKET_INSTRUMENTS),
  /** Who publishes the factor (supplier name, certificate registry). */
  source: lineTextSchema().trim().max(200).optional(),
});
export type MarketBasedInput = z.infer<typeof marketBasedInputSchema>;

const carbonActivityFields = {
  /** A factor of the library and the quantity it multiplies; or, for a scope 3 line, `reported`. */
  factorId: z.string().trim().min(1).max(200).optional(),
  quantity: nonNegative('quantity').optional(),
  /** Unit of `quantity`; default the factor's unit. Convertible units are converted. */
  unit: z.string().trim().min(1).max(60).optional(),
  category: carbonCategorySchema.optional(),
  marketBased: marketBasedInputSchema.optional(),
  /** Scope 3 lines: the method the figure rests on (a factor line defaults to its row's activity method). */
  method: scope3MethodSchema.optional(),
  /** Scope 3 lines: a figure the company has from elsewhere, instead of a factor and quantity (ADR 0161). */
  reported: reportedFigureSchema.optional(),
  description: z.string().trim().max(300).optional(),
};

/** A line is either a factor × quantity or a reported figure, never both. */
function oneKindOfLine(
  line: { factorId?: string; quantity?: number; reported?: unknown; method?: unknown; marketBased?: unknown },
  ctx: z.RefinementCtx,
) {
  if (line.reported) {
    for (const field of ['factorId', 'quantity', 'marketBased', 'method'] as const)
      if (line[field] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'method'
              ? 'A reported figure gives its method in reported.method'
              : `A line is either a factor and quantity or a reported figure: leave ${field} out of a reported figure`,
        });
    return;
  }
  if (line.factorId === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['factorId'],
      message: 'Give factorId and quantity, or a reported figure',
    });
  if (line.quantity === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['quantity'],
      message: 'Give factorId and quantity, or a reported figure',
    });
}

export const carbonActivitySchema = z.object(carbonActivityFields).superRefine(oneKindOfLine);
export type CarbonActivity = z.infer<typeof carbonActivitySchema>;

export const MAX_CARBON_ACTIVITIES = 500;
export const carbonCalculationRequestSchema = z.object({
  activities: z
    .array(carbonActivitySchema)
    .min(1, { error: 'Give at least one activity' })
    .max(MAX_CARBON_ACTIVITIES),
});
export type CarbonCalculationRequest = z.infer<typeof carbonCalculationRequestSchema>;

export const factorSummarySchema = z.object({
  id: z.string(),
  libraryId: z.string(),
  source: factorSourceSchema,
  year: z.number().int(),
  version: z.string(),
  sheet: z.string(),
  category: z.string(),
  name: z.string(),
  unit: z.string(),
  kgCO2e: z.number(),
  gases: z.object({ co2: z.number().nullable(), ch4: z.number().nullable(), n2o: z.number().nullable() }),
  note: z.string().nullable(),
  attribution: z.string(),
});

/** A scope 3 line's data quality on PCAF's scale (1 best, 5 worst): the option of Table 5-7 its method stands for. */
export const lineQualitySchema = z.object({
  score: z.number().int().min(1).max(5),
  option: z.string(),
  /** The option's group as the table names it, e.g. "Option 2: Physical activity-based emissions". */
  group: z.string(),
  /** The PCAF table the score is read from, e.g. "Table 5-7". */
  table: z.string(),
});
export type LineQuality = z.infer<typeof lineQualitySchema>;

export const carbonLineSchema = z.object({
  /** Null for a reported figure. */
  factorId: z.string().nullable(),
  /** As given; null for a reported figure. */
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** Location-based for scope 2; a reported figure's tCO2e × 1000. */
  kgCO2e: z.number(),
  /** The row's scope when the line names a row (leased assets, processing, use and franchises count scope 1 and 2 factors in scope 3), else the factor's. */
  scope: z.enum(['1', '2', '3']),
  factor: factorSummarySchema.nullable(),
  category: carbonCategorySchema.nullable(),
  description: z.string().nullable(),
  /** The quantity in the factor's unit, when it was given in another one. */
  conversion: z.object({ quantity: z.number(), unit: z.string(), multiplier: z.number() }).nullable(),
  /** Scope 2 only: market-based kg CO2e and what it rests on. */
  market: z
    .object({
      kgCO2e: z.number(),
      basis: z.enum([...MARKET_INSTRUMENTS, 'location-fallback']),
      kgCO2ePerUnit: z.number(),
      unit: z.string(),
      source: z.string().nullable(),
    })
    .nullable(),
  /** Scope 3 lines: the method, and the reported figure when the line is one. Optional: lines saved before ADR 0161 have neither. */
  method: scope3MethodSchema.nullable().optional(),
  reported: reportedFigureSchema.nullable().optional(),
  quality: lineQualitySchema.nullable().optional(),
  provenance: provenanceSchema,
});
export type CarbonLine = z.infer<typeof carbonLineSchema>;

/** tCO2e. `scope2` is location-based (= `scope2Location`); `scope2Market` the market-based total. */
export const carbonTotalsSchema = z.object({
  scope1: z.number(),
  scope2: z.number(),
  scope3: z.number(),
  scope2Location: z.number(),
  scope2Market: z.number(),
});
export type CarbonTotals = z.infer<typeof carbonTotalsSchema>;

export const carbonCalculationResultSchema = z.object({
  totals: carbonTotalsSchema,
  lines: z.array(carbonLineSchema),
  provenance: provenanceSchema,
});
export type CarbonCalculationResult = z.infer<typeof carbonCalculationResultSchema>;

/* Saved calculations, one per company and period */

export const savedCarbonActivitySchema = z
  .object({ ...carbonActivityFields, category: carbonCategorySchema })
  .superRefine(oneKindOfLine);
export const createCarbonCalculationRequestSchema = z.object({
  companyId,
  period: periodSchema,
  title: lineTextSchema().trim().max(200).optional(),
  activities: z
    .array(savedCarbonActivitySchema)
    .min(1, { error: 'Give at least one activity' })
    .max(MAX_CARBON_ACTIVITIES),
});
export type CreateCarbonCalculationRequest = z.infer<typeof createCarbonCalculationRequestSchema>;

export const updateCarbonCalculationRequestSchema = createCarbonCalculationRequestSchema.pick({
  title: true,
  activities: true,
});
export type UpdateCarbonCalculationRequest = z.infer<typeof updateCarbonCalculationRequestSchema>;

export const carbonCalculationListQuerySchema = pagingQuerySchema.extend({
  companyId: positiveIntegerInput('companyId'),
  period: periodSchema.optional(),
});
export type CarbonCalculationListQuery = z.infer<typeof carbonCalculationListQuerySchema>;

export const categoryTotalSchema = z.object({
  code: carbonCategorySchema,
  /** The row's label (spec 3 `emission`). */
  emission: z.string(),
  tCO2e: z.number(),
  /** Market-based, for PE and PS. */
  tCO2eMarket: z.number().nullable(),
  lines: z.number().int(),
  /** The spec's per-row field of this row, with the same tCO2e value (co2Emission, electricityEmissions, sEmissions or emissions). */
  co2Emission: z.number().optional(),
  electricityEmissions: z.number().optional(),
  sEmissions: z.number().optional(),
  emissions: z.number().optional(),
  provenance: provenanceSchema,
});
export type CategoryTotal = z.infer<typeof categoryTotalSchema>;

/**
 * The data-quality score of a set of scope 3 lines (ADR 0161): the mean of their PCAF scores weighted by
 * their tCO2e (the plain mean when they sum to 0), unrounded; `lines` how many lines had a score.
 */
export const dataQualitySummarySchema = z.object({
  score: z.number().min(1).max(5),
  weighting: z.enum(['emissions', 'plain']),
  lines: z.number().int().positive(),
  /** The PCAF options of the lines, e.g. ["1b", "2b"], and the table they are read from. */
  options: z.array(z.string()),
  table: z.string(),
});
export type DataQualitySummary = z.infer<typeof dataQualitySummarySchema>;

/** One of the fifteen GHG Protocol categories in the summary: empty (null) when no line is in it, never 0. */
export const scope3CategoryTotalSchema = z.object({
  category: z.number().int().min(1).max(15),
  name: z.string(),
  /** The dictionary metric, ghg.scope3_cat01 … ghg.scope3_cat15. */
  metric: z.string(),
  rows: z.array(carbonCategorySchema),
  tCO2e: z.number().nullable(),
  lines: z.number().int(),
  /** The methods of its lines, in the order of SCOPE3_METHODS. */
  methods: z.array(scope3MethodSchema),
  dataQuality: dataQualitySummarySchema.nullable(),
});
export type Scope3CategoryTotal = z.infer<typeof scope3CategoryTotalSchema>;

/** tCO2e across the scopes: scope 1 + scope 2 (location- or market-based) + scope 3. */
export const totalAcrossScopesSchema = z.object({ location: z.number(), market: z.number() });

export const carbonCalculationSchema = z.object({
  id: z.number().int(),
  companyId,
  period: periodSchema,
  year: z.number().int(),
  reportingCycle: reportingCycleSchema,
  title: z.string(),
  activities: z.array(savedCarbonActivitySchema),
  result: carbonCalculationResultSchema,
  categories: z.array(categoryTotalSchema),
  /** The factor library versions the calculation used. */
  factorLibraries: z.array(z.string()),
  createdBy: z.number().int(),
  createdAt: z.string(),
  updatedBy: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CarbonCalculationView = z.infer<typeof carbonCalculationSchema>;

/**
 * Spec 2.9 and 3: scope 1 (REF, COV, BGP), scope 2 (PE, PS), scope 3 (its calculator rows, and the fifteen GHG
 * Protocol categories with their data-quality scores), and the total across scopes (ADR 0161). Computed by
 * libs/contracts summariseCarbonLines, which the calculator screen uses too.
 */
export const emissionsSummarySchema = z.object({
  companyId,
  period: periodSchema,
  calculationId: z.number().int(),
  factorLibraries: z.array(z.string()),
  totals: carbonTotalsSchema,
  totalAcrossScopes: totalAcrossScopesSchema,
  scope1: z.object({ total: z.number(), rows: z.array(categoryTotalSchema) }),
  scope2: z.object({ total: z.number(), totalMarket: z.number(), rows: z.array(categoryTotalSchema) }),
  scope3: z.object({
    total: z.number(),
    rows: z.array(categoryTotalSchema),
    categories: z.array(scope3CategoryTotalSchema),
    dataQuality: dataQualitySummarySchema.nullable(),
  }),
  updatedAt: z.string(),
});
export type EmissionsSummary = z.infer<typeof emissionsSummarySchema>;

/* ------------------------------------------------------------------------------------------------
 * PCAF financed emissions
 * ---------------------------------------------------------------------------------------------- */

export const PCAF_ASSET_CLASSES = [
  'listed-equity',
  'corporate-bonds',
  'business-loans',
  'unlisted-equity',
  'project-finance',
  'commercial-real-estate',
  'mortgages',
  'motor-vehicle-loans',
  'sovereign-debt',
] as const;
export const pcafAssetClassSchema = z.enum(PCAF_ASSET_CLASSES);
export type PcafAssetClass = z.infer<typeof pcafAssetClassSchema>;
export const PCAF_DATA_QUALITY_OPTIONS = ['1a', '1b', '2a', '2b', '3', '3a', '3b', '3c'] as const;

/** Emissions estimated when none are reported (PCAF options 2 and 3), tCO2e per unit. */
export const pcafEstimateSchema = z.discriminatedUnion('basis', [
  z.object({
    basis: z.literal('physical-activity'),
    /** E.g. MWh of energy used or tonnes produced. */
    activity: nonNegative('activity'),
    activityUnit: z.string().trim().min(1).max(60),
    /** tCO2e per activity unit (scopes 1 and 2). */
    emissionFactor: nonNegative('emissionFactor'),
    /** tCO2e of scope 3 per activity unit, where the factor set gives one. */
    scope3Factor: nonNegative('scope3Factor').optional(),
  }),
  z.object({
    basis: z.literal('revenue'),
    revenue: nonNegative('revenue'),
    /** tCO2e per unit of revenue of the sector (e.g. per EUR). */
    sectorFactor: nonNegative('sectorFactor'),
    /** tCO2e of scope 3 per unit of revenue, where the factor set gives one. */
    scope3Factor: nonNegative('scope3Factor').optional(),
  }),
]);

export const pcafPositionSchema = z.object({
  id: z.string().trim().min(1).max(100),
  assetClass: pcafAssetClassSchema,
  /** Outstanding amount (same currency as the company's values). */
  outstanding: nonNegative('outstanding'),
  fundId: z.string().trim().min(1).max(100).optional(),
  company: z
    .object({
      evic: nonNegative('evic').optional(),
      /** May be negative in the books; floored at 0 when attributing. */
      totalEquity: amountSchema('totalEquity').optional(),
      totalDebt: nonNegative('totalDebt').optional(),
      /** PCAF's fall-back denominator when equity or debt cannot be obtained. */
      totalAssets: nonNegative('totalAssets').optional(),
      propertyValueAtOrigination: nonNegative('propertyValueAtOrigination').optional(),
      /**
       * Motor vehicle loans (PCAF 5.6): the total value of the vehicle or fleet at origination (its price: equity
       * plus debt); unknown, PCAF attributes 100 %.
       */
      vehicleValueAtOrigination: nonNegative('vehicleValueAtOrigination').optional(),
      /** Corporate bonds: false for a private issuer, attributed by equity + debt instead of EVIC. */
      listed: z.boolean().optional(),
    })
    .default({}),
  /** Reported (or previously estimated) emissions, tCO2e. */
  emissions: z
    .object({
      scope1: nonNegative('scope1'),
      scope2: nonNegative('scope2'),
      scope3: nonNegative('scope3').optional(),
    })
    .optional(),
  estimate: pcafEstimateSchema.optional(),
  /**
   * Sovereign debt (PCAF 5.7): AF = outstanding / PPP-adjusted GDP of the country, financed emissions =
   * AF × its production emissions (excluding LULUCF; including LULUCF shown beside when given). The
   * figures are the caller's (national inventories, PPP-adjusted GDP), in the outstanding's currency.
   */
  sovereign: z
    .object({
      country: z.string().trim().min(2).max(60),
      pppAdjustedGdp: nonNegative('pppAdjustedGdp'),
      productionEmissions: nonNegative('productionEmissions'),
      productionEmissionsInclLulucf: amountSchema('productionEmissionsInclLulucf').optional(),
    })
    .optional(),
  /** PCAF data-quality score, 1 (best) to 5; derived from `dataQualityOption` when that is given. */
  dataQualityScore: z.number().int().min(1).max(5).optional(),
  /**
   * The data-quality score of the scope 3 emissions, reported apart from scopes 1 and 2 (PCAF chapter 6);
   * the scope 1 and 2 score when not given (with a warning).
   */
  dataQualityScoreScope3: z.number().int().min(1).max(5).optional(),
  /** PCAF option of the asset class's data-quality table (1a, 1b, 2a, 2b, 3, 3a, 3b, 3c). */
  dataQualityOption: z.enum(PCAF_DATA_QUALITY_OPTIONS).optional(),
});
export type PcafPosition = z.infer<typeof pcafPositionSchema>;

export const pcafRequestSchema = z.object({
  positions: z.array(pcafPositionSchema).min(1, { error: 'Give at least one position' }).max(5000),
});
export type PcafRequest = z.infer<typeof pcafRequestSchema>;

export const pcafPositionResultSchema = z.object({
  id: z.string(),
  assetClass: pcafAssetClassSchema,
  fundId: z.string().nullable(),
  outstanding: z.number(),
  /** Null when the position is excluded. */
  attributionFactor: z.number().nullable(),
  /** Scopes 1 and 2, tCO2e; null when excluded. */
  financedEmissions: z.number().nullable(),
  financedEmissionsScope3: z.number().nullable(),
  dataQualityScore: z.number().int().nullable(),
  /** Null when the position has no scope 3 emissions. */
  dataQualityScoreScope3: z.number().int().nullable(),
  emissionsBasis: z.enum(['reported', 'physical-activity', 'revenue', 'sovereign-production']).nullable(),
  /**
   * Sovereign debt (PCAF 5.7 asks both): AF × production emissions including LULUCF, beside `financedEmissions`
   * (excluding LULUCF); null when the country's figure including LULUCF is not given. Absent for other classes.
   */
  financedEmissionsInclLulucf: z.number().nullable().optional(),
  excluded: z.boolean(),
  exclusionReason: z.string().nullable(),
  warnings: z.array(z.string()),
  provenance: provenanceSchema.nullable(),
});
export type PcafPositionResult = z.infer<typeof pcafPositionResultSchema>;

export const pcafAggregateSchema = z.object({
  financedEmissions: z.number(),
  financedEmissionsScope3: z.number(),
  /** Σ outstanding × score / Σ outstanding over the included positions; null when none is included. */
  weightedDataQualityScore: z.number().nullable(),
  /** The same over the included positions with scope 3 emissions, with their scope 3 scores (PCAF chapter 6). */
  weightedDataQualityScoreScope3: z.number().nullable(),
  /**
   * Σ of the included sovereign-debt positions' financed emissions including LULUCF (PCAF 5.7), beside the
   * total excluding it; null when one of them lacks the figure. Absent without sovereign-debt positions.
   */
  financedEmissionsInclLulucf: z.number().nullable().optional(),
  positions: z.number().int(),
  excluded: z.number().int(),
  outstandingIncluded: z.number(),
  outstandingTotal: z.number(),
});

export const pcafResultSchema = z.object({
  positions: z.array(pcafPositionResultSchema),
  totalFinancedEmissions: z.number(),
  totalFinancedEmissionsScope3: z.number(),
  weightedDataQualityScore: z.number().nullable(),
  weightedDataQualityScoreScope3: z.number().nullable(),
  funds: z.array(pcafAggregateSchema.extend({ fundId: z.string() })),
  assetClasses: z.array(pcafAggregateSchema.extend({ assetClass: pcafAssetClassSchema })),
  portfolio: pcafAggregateSchema,
  exclusions: z.array(z.object({ id: z.string(), reason: z.string() })),
  provenance: provenanceSchema,
});
export type PcafResult = z.infer<typeof pcafResultSchema>;

/* ------------------------------------------------------------------------------------------------
 * TCFD scoring
 * ---------------------------------------------------------------------------------------------- */

export const TCFD_NOT_APPLICABLE = 'Not Applicable';

export const tcfdAnswerSchema = z.object({
  code: z.string().trim().min(1).max(60),
  /** Option texts as the questionnaire lists them; several for a multiple-choice indicator. */
  selected: z.array(z.string().trim().min(1).max(300)).max(20),
  justification: z.string().trim().max(5000).optional(),
});
export type TcfdAnswer = z.infer<typeof tcfdAnswerSchema>;

export const tcfdRequestSchema = z.object({ answers: z.array(tcfdAnswerSchema).max(500) });
export type TcfdRequest = z.infer<typeof tcfdRequestSchema>;

export const tcfdRecommendationSchema = z.object({
  dimension: z.string(),
  code: z.string(),
  indicator: z.string(),
  option: z.string(),
  score: z.number().int(),
  feedback: z.string(),
  recommendations: z.array(z.string()),
});

export const tcfdStatementSchema = z.object({
  /** `scope-calculation` (TCFD-AA-110a.30-.32) or `largest-source` (TCFD-AA-110a.33-.35). */
  kind: z.enum(['scope-calculation', 'largest-source']),
  /** Which scopes are answered and not 'Not Applicable', e.g. `1+3`, or `none`: one of eight variants. */
  variant: z.string(),
  codes: z.array(z.string()),
  text: z.string(),
});
export type TcfdStatement = z.infer<typeof tcfdStatementSchema>;

export const tcfdDimensionScoreSchema = z.object({
  name: z.string(),
  score: z.number().int(),
  /** Σ highest selected option score of the answered indicators. */
  selected: z.number(),
  /** Σ maximum option score of the same indicators (0 when none is answered). */
  maximum: z.number(),
  answered: z.number().int(),
  indicators: z.number().int(),
  provenance: provenanceSchema,
});

export const tcfdResultSchema = z.object({
  dimensions: z.array(tcfdDimensionScoreSchema),
  overall: z.number().int(),
  grade: z.enum(['Weak', 'Average', 'Good', 'Excellent']),
  recommendations: z.array(tcfdRecommendationSchema),
  statements: z.array(tcfdStatementSchema),
  questionnaireVersion: z.string(),
  provenance: provenanceSchema,
});
export type TcfdResult = z.infer<typeof tcfdResultSchema>;

/** A TCFD assessment as scoring stored it before ADR 0056 (read only by the hand-over to data collection). */
export const tcfdAssessmentSchema = z.object({
  companyId,
  period: periodSchema,
  year: z.number().int(),
  reportingCycle: reportingCycleSchema,
  answers: z.array(tcfdAnswerSchema),
  result: tcfdResultSchema,
  updatedBy: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TcfdAssessmentView = z.infer<typeof tcfdAssessmentSchema>;

/** The part of a data-collection response section the TCFD answers are read from. */
interface TcfdAnsweredSection {
  metrics: ReadonlyArray<{
    ref: string | null;
    options: readonly unknown[] | null;
    value: { value: unknown; comment: string | null } | null;
  }>;
  sections: readonly TcfdAnsweredSection[];
}

/**
 * A framework-2 response's answers as TCFD scoring takes them (ADR 0051): each indicator metric (the one
 * with options) that has a value, `ref` = the indicator code, the value's options as `selected` and
 * its comment as the justification. One reading for the /analytics screen and the tests.
 */
export function tcfdAnswersFromResponse(sections: readonly TcfdAnsweredSection[]): TcfdAnswer[] {
  const answers: TcfdAnswer[] = [];
  const walk = (section: TcfdAnsweredSection) => {
    for (const metric of section.metrics) {
      const value = metric.value?.value;
      if (metric.options === null || metric.ref === null || value === null || value === undefined) continue;
      const selected = (Array.isArray(value) ? value : [value]).map(String);
      if (selected.length === 0) continue;
      answers.push({
        code: metric.ref,
        selected,
        ...(metric.value?.comment ? { justification: metric.value.comment } : {}),
      });
    }
    section.sections.forEach(walk);
  };
  sections.forEach(walk);
  return answers;
}
