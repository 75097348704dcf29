import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { EDCI_FORMULAS as FORMULAS, edciFormulaCodes } from '@esg/contracts';
import { isEdciRequired, referenceFilePath } from '@esg/reference-data';
import type { EdciMetricDef } from '../domain/edci/edci';
import { analysisMetrics } from './analysis-metrics';

/*
 * The EDCI metric set of the submissions (ADR 0074): the metrics, their categories, required flags and
 * definitions from edci.json; how each figure is made from dictionary codes (EDCI_FORMULAS, in the registry
 * of calculation inputs, libs/contracts calculation-inputs/edci.ts); units, bounds and types from the metric
 * dictionary. Checked once, at start: every EDCI metric has a formula
 * and every code a formula reads is a dictionary metric that names the EDCI metric in its usedBy, so the
 * data collection side (which asks those codes in the EDCI section) and this side cannot drift apart
 * (a share's denominator, the board head count, may serve several EDCI metrics).
 */

interface EdciFile {
  source: string;
  categories: Array<{
    category: string;
    metrics: Array<{ id: string; name: string; unit: string; required: unknown; definition: string }>;
  }>;
}

export interface EdciReference {
  metrics: EdciMetricDef[];
  /** What the figures were made from, in words a user reads (no file names). */
  source: string;
  /** `edci.json@<sha256 prefix>+dictionary@<sha256 prefix>`: which reference data made the figures. */
  version: string;
}

let cached: EdciReference | null = null;

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export function edciReference(): EdciReference {
  if (cached) return cached;
  const raw = readFileSync(referenceFilePath('edci.json'), 'utf8');
  const file = JSON.parse(raw) as EdciFile;
  const dictionary = analysisMetrics();
  const metrics: EdciMetricDef[] = [];
  for (const category of file.categories)
    for (const m of category.metrics) {
      const formula = FORMULAS[m.id];
      if (!formula) throw new Error(`edci.json: ${m.id} has no formula in edci-reference.ts`);
      const codes = edciFormulaCodes(formula);
      const inputUnits: Record<string, string> = {};
      for (const code of codes) {
        const known = dictionary.get(code);
        if (!known) throw new Error(`edci-reference.ts: ${m.id} reads ${code}, which the dictionary lacks`);
        // The figure's own code names the EDCI metric; a share's denominator (the board) may serve several.
        if (code === codes[0] && !known.usedBy.includes(m.id))
          throw new Error(`edci-reference.ts: ${m.id} reads ${code}, whose usedBy does not name ${m.id}`);
        inputUnits[code] = known.type === 'boolean' ? '' : known.unit;
      }
      const first = dictionary.get(codes[0])!;
      const isShare = formula.kind === 'share';
      const type = first.type === 'boolean' ? 'boolean' : 'number';
      metrics.push({
        id: m.id,
        name: m.name,
        category: category.category,
        unit: isShare ? '%' : type === 'boolean' ? 'Yes/No' : first.unit,
        required: isEdciRequired(m.required),
        definition: m.definition,
        formula,
        type,
        inputUnits,
        min: isShare ? 0 : first.min,
        max: isShare ? 100 : first.max,
        integer: !isShare && first.type === 'integer',
      });
    }
  for (const id of Object.keys(FORMULAS))
    if (!metrics.some((m) => m.id === id))
      throw new Error(`edci-reference.ts: ${id} has a formula but edci.json has no such metric`);
  const dictionaryText = ['metrics-core.json', 'product/metric-dictionary.json']
    .map((f) => readFileSync(referenceFilePath(f), 'utf8'))
    .join('\n');
  cached = {
    metrics,
    source: 'the ESG Data Convergence Initiative metric list, read with the product’s metric dictionary',
    version: `edci.json@${sha(raw)}+dictionary@${sha(dictionaryText)}`,
  };
  return cached;
}
