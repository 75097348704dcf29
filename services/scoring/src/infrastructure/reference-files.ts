import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { pcafReferenceFrom, type PcafReference } from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
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

let pcaf: PcafReference | null = null;

/** PCAF's data-quality tables from pcaf.json (the parsing is libs/contracts pcafReferenceFrom, shared with data collection). */
export function pcafReference(): PcafReference {
  if (pcaf) return pcaf;
  pcaf = pcafReferenceFrom(JSON.parse(readFileSync(referenceFilePath('pcaf.json'), 'utf8')));
  return pcaf;
}

/**
 * The PCAF table a company's own scope 3 lines are scored by (ADR 0161): the corporate one of business loans and
 * unlisted equity (Table 5-7), the asset class of a private-markets investor's holdings.
 */
export function carbonQualityTable(): { name: string; options: PcafReference['tables']['unlisted-equity'] } {
  const reference = pcafReference();
  return {
    name: `PCAF ${reference.tableNames['unlisted-equity']}`,
    options: reference.tables['unlisted-equity'],
  };
}
