import { z } from 'zod';

/*
 * SFDR documents a GP files (issue 26): the entity-level statement on principal adverse impacts (Delegated
 * Regulation 2022/1288, Annex I) and, per fund, the periodic report (Annexes IV and V). Each is the
 * platform's figures with sections the GP writes; a section is prefilled from what the platform knows
 * until the GP saves its own text, and every save is kept with its history.
 */

export const SFDR_TEXT_MAX_LENGTH = 20_000;

/** The top-level groups of the Annex I template, in its order. */
export const PAI_STATEMENT_GROUPS = [
  'Climate and other environment-related indicators',
  'Social and employee, respect for human rights, anti-corruption and anti-bribery matters',
  'Indicators applicable to investments in sovereigns and supranationals',
  'Indicators applicable to investments in real estate assets',
  'Additional climate and other environment-related indicators',
  'Additional indicators for social and employee, respect for human rights, anti-corruption and anti-bribery matters',
] as const;

/** The group of the Annex I template an indicator belongs to. */
export function paiStatementGroup(i: { table: string; parentId: string }): string {
  if (i.table === 'Table 2') return PAI_STATEMENT_GROUPS[4];
  if (i.table === 'Table 3') return PAI_STATEMENT_GROUPS[5];
  const n = Number(/^T1-(\d+)/.exec(i.parentId)?.[1] ?? 0);
  if (n <= 9) return PAI_STATEMENT_GROUPS[0];
  if (n <= 14) return PAI_STATEMENT_GROUPS[1];
  if (n <= 16) return PAI_STATEMENT_GROUPS[2];
  return PAI_STATEMENT_GROUPS[3];
}

/** A Legal Entity Identifier (ISO 17442): 18 letters or digits and two check digits (mod 97 = 1). */
export function isLei(value: string): boolean {
  if (!/^[0-9A-Z]{18}[0-9]{2}$/.test(value)) return false;
  let rest = 0;
  for (const ch of value) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export const sfdrTextHistoryEntrySchema = z.object({
  version: z.number().int().positive(),
  changedAt: z.string(),
  changedBy: z.number().int().nonnegative(),
  before: z.string(),
  after: z.string(),
});

export const sfdrSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the regulation asks the section to say, in a sentence. */
  guidance: z.string(),
  /** The text the document shows: the GP's saved text, or the prefilled one. */
  text: z.string(),
  /** What the platform would write from its data (shown until the GP saves a text). */
  prefilled: z.string(),
  /** 0: nothing saved yet. */
  version: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
  updatedBy: z.number().int().nullable(),
  history: z.array(sfdrTextHistoryEntrySchema),
  /** A one-line field (the LEI), not a text. */
  singleLine: z.boolean(),
});
export type SfdrSection = z.infer<typeof sfdrSectionSchema>;

export const sfdrSectionUpdateRequestSchema = z
  .object({
    text: z
      .string()
      .max(SFDR_TEXT_MAX_LENGTH, { error: `text has at most ${SFDR_TEXT_MAX_LENGTH} characters` }),
    /** The version the edit started from: a save over a newer version is refused (409). */
    expectedVersion: z.number().int().nonnegative().optional(),
  })
  .strict();
export type SfdrSectionUpdateRequest = z.infer<typeof sfdrSectionUpdateRequestSchema>;

export const paiStatementRowSchema = z.object({
  id: z.string(),
  group: z.string(),
  indicator: z.string(),
  metric: z.string(),
  unit: z.string(),
  impact: z.number().nullable(),
  impactPrevious: z.number().nullable(),
  coverage: z.number().nullable(),
  estimatedShare: z.number().nullable(),
  explanation: z.string(),
  actions: z.string(),
});
export type PaiStatementRow = z.infer<typeof paiStatementRowSchema>;

/** GET /api/pai/statements/{companyId}/{year}: the entity statement as the documents show it. */
export const paiEntityStatementSchema = z.object({
  companyId: z.number(),
  year: z.number(),
  entityName: z.string(),
  lei: z.string().nullable(),
  funds: z.array(z.object({ fundId: z.number(), name: z.string().nullable() })),
  quarterEnds: z.array(z.string()),
  optionalIndicatorIds: z.array(z.string()),
  rows: z.array(paiStatementRowSchema),
  sections: z.array(sfdrSectionSchema),
  computedAt: z.string().nullable(),
});
export type PaiEntityStatement = z.infer<typeof paiEntityStatementSchema>;

export const PAI_STATEMENT_FORMATS = ['docx', 'pdf', 'xlsx'] as const;
export type PaiStatementFormat = (typeof PAI_STATEMENT_FORMATS)[number];

/** File name of a statement download: `PAI-Statement-2025-Evergreen-Capital-Partners.pdf`. */
export function paiStatementFileName(year: number, entityName: string, format: PaiStatementFormat): string {
  const slug = entityName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'entity';
  return `PAI-Statement-${year}-${slug}.${format}`;
}

/** Table 1 always; Tables 2 and 3 only the selected indicators (and never the EET's supplementary figures). */
export function reportedPaiIndicators<
  T extends { supplementary?: boolean; table: string; parentId: string; id: string },
>(indicators: readonly T[], selected: readonly string[]): T[] {
  const chosen = new Set(selected);
  return indicators.filter(
    (i) => !i.supplementary && (i.table === 'Table 1' || chosen.has(i.parentId) || chosen.has(i.id)),
  );
}

/** The Metric column: the metric, with the part of it a figure is about (`Scope 1 GHG emissions`). */
export function paiMetricLabel(i: { metric: string; label?: string | null }): string {
  return i.label && i.label !== i.metric && !i.metric.includes(';')
    ? `${i.metric} — ${i.label}`
    : (i.label ?? i.metric);
}

/**
 * How the GP classes an investment in the asset allocation of Annexes IV and V: `sustainable` (#1A, or #1
 * Sustainable of an Article 9 fund), `other_es` (#1B, aligned with the E/S characteristics but not a
 * sustainable investment; Article 8 only) or `other` (#2). Only the GP can say this; nothing defaults.
 */
export const INVESTMENT_CLASSES = ['sustainable', 'other_es', 'other'] as const;
export const investmentClassSchema = z.enum(INVESTMENT_CLASSES);
export type InvestmentClass = z.infer<typeof investmentClassSchema>;

/** The boxes of the template's asset-allocation diagram, as an Article 8 (Annex IV) or 9 (Annex V) fund names them. */
export const INVESTMENT_CLASS_LABELS: Record<'IV' | 'V', Record<InvestmentClass, string>> = {
  IV: {
    sustainable: '#1A Sustainable',
    other_es: '#1B Other E/S characteristics',
    other: '#2 Other',
  },
  V: {
    sustainable: '#1 Sustainable',
    other_es: '#1B Other E/S characteristics',
    other: '#2 Not sustainable',
  },
};

/** A holding of the fund in the year: a company, or an instrument and country (`company:12`, `cash:`, `sovereign_bond:DE`). */
export const HOLDING_KEY_PATTERN = /^(company:[1-9]\d{0,9}|[a-z_]{1,40}:([A-Z]{2})?)$/;

/** PUT /api/funds/{fundId}/periodic-report/{year}/investments: the GP classes one holding (null: not classified). */
export const investmentClassUpdateRequestSchema = z
  .object({
    holding: z
      .string()
      .regex(HOLDING_KEY_PATTERN, { error: 'holding is a holding of the fund, e.g. company:12' }),
    classification: investmentClassSchema.nullable(),
  })
  .strict();
export type InvestmentClassUpdateRequest = z.infer<typeof investmentClassUpdateRequestSchema>;

/** One holding of the reference year with its average share, sector and the GP's class. */
export const periodicHoldingSchema = z.object({
  holding: z.string(),
  name: z.string(),
  instrument: z.string(),
  country: z.string().nullable(),
  /** The NACE section of the company's latest reported main activity, or what the position is (cash, sovereign). */
  sector: z.string(),
  /** false: a company that has not reported its main activity (`Sector not reported`). */
  sectorKnown: z.boolean(),
  /** The average over the quarter ends of the year of its value / all investments (0–1). */
  share: z.number(),
  classification: investmentClassSchema.nullable(),
  classifiedAt: z.string().nullable(),
});
export type PeriodicHolding = z.infer<typeof periodicHoldingSchema>;

/** The asset allocation of the template (shares of all investments, 0–1, averaged over the quarter ends). */
export const periodicAllocationSchema = z.object({
  /** #1 = #1A + #1B. */
  aligned: z.number(),
  sustainable: z.number(),
  otherEs: z.number(),
  other: z.number(),
  /** Holdings the GP has not classed yet: shown, never counted in a box. */
  unclassified: z.number(),
  /** All investments less the positions recorded (derivatives and anything not itemised): no class can be given. */
  notItemised: z.number(),
  unclassifiedHoldings: z.array(z.string()),
  holdings: z.array(periodicHoldingSchema),
  /** Share of investments per economic sector, largest first. */
  sectors: z.array(z.object({ sector: z.string(), share: z.number(), holdings: z.array(z.string()) })),
});
export type PeriodicAllocation = z.infer<typeof periodicAllocationSchema>;

/** A fund's largest investments over the reference period (Annexes IV and V, "top investments"). */
export const periodicTopInvestmentSchema = z.object({
  name: z.string(),
  instrument: z.string(),
  sector: z.string(),
  country: z.string().nullable(),
  /** The average over the quarter ends of the year of its value / all investments (0–1). */
  share: z.number(),
});
export type PeriodicTopInvestment = z.infer<typeof periodicTopInvestmentSchema>;

/** One bar of a Taxonomy chart: the aligned parts (fossil gas, nuclear, the rest) of a KPI, shares 0–1. */
export const periodicTaxonomyBarSchema = z.object({
  kpi: z.string(),
  fossilGas: z.number(),
  nuclear: z.number(),
  other: z.number(),
});
export type PeriodicTaxonomyBar = z.infer<typeof periodicTaxonomyBarSchema>;

export const periodicTaxonomySchema = z.object({
  /** The positions' date the shares rest on. */
  date: z.string(),
  including: z.array(periodicTaxonomyBarSchema),
  /** null: the fund holds nothing but sovereign exposures. */
  excluding: z.array(periodicTaxonomyBarSchema).nullable(),
  /** What the chart without sovereign bonds represents: all investments less sovereign exposures, over all. */
  excludingRepresents: z.number().nullable(),
  /** By turnover, including sovereign exposures. */
  enabling: z.number(),
  transitional: z.number(),
  /** Value of company investments with a usable disclosure / all company investments (turnover). */
  coverage: z.number().nullable(),
  missing: z.array(z.string()),
});
export type PeriodicTaxonomy = z.infer<typeof periodicTaxonomySchema>;

/** GET /api/funds/{fundId}/periodic-report/{year}: the periodic report of an Article 8 or 9 fund as data. */
export const periodicReportSchema = z.object({
  fundId: z.number(),
  fundName: z.string(),
  companyId: z.number(),
  entityName: z.string(),
  year: z.number(),
  /** The fund's SFDR classification; null when the platform has not been told it yet. */
  classification: z.enum(['article_6', 'article_8', 'article_9']).nullable(),
  /** Annex IV (Article 8) or V (Article 9) of Delegated Regulation 2022/1288. */
  annex: z.enum(['IV', 'V']),
  lei: z.string().nullable(),
  quarterEnds: z.array(z.string()),
  topInvestments: z.array(periodicTopInvestmentSchema),
  allocation: periodicAllocationSchema,
  taxonomy: periodicTaxonomySchema.nullable(),
  pai: z.array(paiStatementRowSchema),
  sections: z.array(sfdrSectionSchema),
});
export type PeriodicReport = z.infer<typeof periodicReportSchema>;

/**
 * Why an Article 6 fund has no periodic report (SFDR Article 11 covers Article 8 and 9 products only), and
 * what it files instead: the server's 422 and the screens say the same words.
 */
export const ARTICLE_6_NO_PERIODIC_REPORT =
  'Article 6 funds have no periodic SFDR annex: the templates of Annexes IV and V of Delegated Regulation (EU) 2022/1288 are for Article 8 and Article 9 funds only. ' +
  'An Article 6 fund files, in its pre-contractual disclosure, how sustainability risks are integrated into its investment decisions (SFDR Article 6) and whether it considers principal adverse impacts on sustainability factors (Article 7(2)); ' +
  'its annual report carries the statement of Article 7 of the Taxonomy Regulation: "The investments underlying this financial product do not take into account the EU criteria for environmentally sustainable economic activities."';

export const PERIODIC_REPORT_FORMATS = ['docx', 'pdf', 'xlsx'] as const;
export type PeriodicReportFormat = (typeof PERIODIC_REPORT_FORMATS)[number];

/** File name of a periodic report download: `SFDR-Periodic-Report-2025-Evergreen-Growth-Fund-I.pdf`. */
export function periodicReportFileName(year: number, fundName: string, format: PeriodicReportFormat): string {
  const slug = fundName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'fund';
  return `SFDR-Periodic-Report-${year}-${slug}.${format}`;
}
