import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PcafAssetClass } from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
import type { PcafOption, PcafReference } from '../domain/pcaf/financed-emissions';
import type { TcfdQuestionnaire } from '../domain/tcfd/score-tcfd';

/*
 * The reference texts scoring reads from libs/reference-data: the TCFD questionnaire (options,
 * scores, feedback, recommendations, statement variants) and PCAF's data-quality tables. Each is
 * checked against the shape the calculations rely on when first read; a broken file stops the use
 * case with a message naming it, never a wrong score.
 */

const optionSchema = z.object({
  option: z.string().min(1),
  score: z.number().int().min(1).max(4).nullable(),
  feedback: z.string(),
  recommendations: z.array(z.string()),
});

const questionnaireSchema = z.object({
  version: z.string().min(1),
  dimensions: z
    .array(
      z.object({
        name: z.string().min(1),
        gics: z.array(
          z.object({
            sector: z.string().min(1),
            disclosures: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                indicators: z.array(
                  z.object({
                    code: z.string().min(1),
                    indicator: z.string().min(1),
                    response: z.enum(['single', 'list']),
                    indicator_option_scores: z.array(optionSchema).min(1),
                  }),
                ),
              }),
            ),
          }),
        ),
      }),
    )
    .length(4),
  statements: z.array(
    z.object({
      kind: z.enum(['scope-calculation', 'largest-source']),
      codes: z.object({ '1': z.string(), '2': z.string(), '3': z.string() }),
      variants: z.record(z.string(), z.string()),
    }),
  ),
});

let questionnaire: TcfdQuestionnaire | null = null;

export function tcfdQuestionnaire(): TcfdQuestionnaire {
  if (questionnaire) return questionnaire;
  const raw = questionnaireSchema.parse(
    JSON.parse(readFileSync(referenceFilePath('tcfd-questionnaire.json'), 'utf8')),
  );
  questionnaire = {
    version: raw.version,
    dimensions: raw.dimensions.map((dimension) => ({
      name: dimension.name,
      indicators: dimension.gics.flatMap((gics) =>
        gics.disclosures.flatMap((disclosure) =>
          disclosure.indicators.map((indicator) => ({
            code: indicator.code,
            indicator: indicator.indicator,
            response: indicator.response,
            options: indicator.indicator_option_scores,
            dimension: dimension.name,
            gics: gics.sector,
            disclosure: `${disclosure.id} ${disclosure.name}`,
          })),
        ),
      ),
    })),
    statements: raw.statements,
  };
  return questionnaire;
}

const pcafSchema = z.object({
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
  'sovereign-debt': 'Sovereign debt',
};

let pcaf: PcafReference | null = null;

export function pcafReference(): PcafReference {
  if (pcaf) return pcaf;
  const raw = pcafSchema.parse(JSON.parse(readFileSync(referenceFilePath('pcaf.json'), 'utf8')));
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
    // Sovereign debt: pcaf.json notes its table (5-18) was not extracted; a score must be given as such.
    if (/not extracted/i.test(found.note ?? ''))
      return {
        options: [],
        table: `chapter ${found.chapter ?? name} (its data-quality table is not in pcaf.json)`,
      };
    throw new Error(`pcaf.json gives no data-quality table for '${name}'`);
  };
  const tables = {} as Record<PcafAssetClass, PcafOption[]>;
  const tableNames = {} as Record<PcafAssetClass, string>;
  for (const [assetClass, name] of Object.entries(PCAF_CHAPTER) as Array<[PcafAssetClass, string]>) {
    const { options, table } = tableOf(name);
    tables[assetClass] = options;
    tableNames[assetClass] = table;
  }
  pcaf = { source: raw.source, tables, tableNames };
  return pcaf;
}
