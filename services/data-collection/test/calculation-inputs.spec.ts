import { readFileSync } from 'node:fs';
import {
  CALCULATIONS,
  COUNTRY_FIGURE_CODES,
  calculationInputs,
  PAI_INDICATOR_INPUTS,
  PAI_INPUTS,
  type CalculationInput,
  type CalculationInputFiles,
} from '@esg/contracts';
import { referenceFilePath } from '@esg/reference-data';
import { codesOf } from '../src/domain/esg/framework';
import { loadReferenceData, type ReferenceData } from '../src/reference/reference-data';

/**
 * Issue 21, finding 3: the metric dictionary is the single source of codes. Every input any calculation reads
 * (PAI, EET, PCAF, EDCI, the scorecards, the benchmarks, the TCFD statements: the registry of calculation
 * inputs, libs/contracts/src/calculation-inputs) must be a dictionary metric that at least one framework
 * collects. Before, T2-6a, T2-6b and T3-8 read `env.water_consumption`, `env.water_recycled_share` and
 * `gov.ceo_pay_ratio` while collection filled `water.consumption`, `water.recycled_share` and
 * `soc.ceo_pay_ratio`: the figures never had data. Finding 4 added what no framework could collect: the investee
 * countries' figures (the investor's country figures) and the real-estate assets' own data (SFDR's real-estate
 * section).
 */
const read = <T>(file: string): T => JSON.parse(readFileSync(referenceFilePath(file), 'utf8')) as T;
const files: CalculationInputFiles = {
  scorecardMethod: read('product/scorecard-method.json'),
  tcfdQuestionnaire: read('tcfd-questionnaire.json'),
};
const inputs = calculationInputs(files);

let data: ReferenceData;
let frameworkCodes: Set<string>;
let collected: Set<string>;
beforeAll(async () => {
  data = await loadReferenceData();
  frameworkCodes = new Set(data.frameworks.flatMap((f) => codesOf(f.sections)));
  // Countries are no company: their figures are the investor's, collected by the country figures (ADR 0096).
  collected = new Set([...frameworkCodes, ...COUNTRY_FIGURE_CODES]);
});

/** Each (calculation, figure, code) whose code fails `ok`, as "calculation figure: code". */
function offenders(list: readonly CalculationInput[], ok: (code: string) => boolean): string[] {
  return list.flatMap((i) => i.codes.filter((c) => !ok(c)).map((c) => `${i.calculation} ${i.figure}: ${c}`));
}

describe('every calculation input is a dictionary metric a framework collects', () => {
  it('enumerates the inputs of every calculation', () => {
    for (const calculation of CALCULATIONS)
      expect({
        calculation,
        codes: inputs.some((i) => i.calculation === calculation && i.codes.length),
      }).toEqual({ calculation, codes: true });
  });

  it('reads only codes of the dictionary', () => {
    expect(offenders(inputs, (code) => data.metrics.has(code))).toEqual([]);
  });

  it('reads only codes some framework collects (or the investor’s country figures, for investee countries)', () => {
    expect(offenders(inputs, (code) => collected.has(code))).toEqual([]);
  });

  it('collects the investee countries’ figures (PAI 15, 16, Table 3 18–24; PCAF 5.7) as the investor’s country figures', () => {
    const sovereign = [...new Set(inputs.flatMap((i) => i.codes).filter((c) => c.startsWith('sov.')))].sort();
    expect(sovereign).toEqual([...COUNTRY_FIGURE_CODES].sort());
    for (const code of sovereign)
      expect({ code, inFramework: frameworkCodes.has(code) }).toEqual({ code, inFramework: false });
  });

  it('collects the real-estate assets’ own data (PAI 17, 18, Table 2 18–22) in the SFDR framework’s real-estate section', () => {
    const sfdr = data.frameworks.find((f) => f.standardId === 8)!;
    const realEstate = codesOf(sfdr.sections.filter((s) => s.id === 'sfdr-real-estate'));
    for (const code of [
      're.fossil_fuel_involvement',
      're.subject_to_epc_nzeb',
      're.built_before_2021',
      're.epc_class',
      're.meets_nzeb',
      're.asset_value',
      're.waste_sorting',
      're.waste_recovery_contract',
    ])
      expect({ code, asked: realEstate.includes(code) }).toEqual({ code, asked: true });
    // The portfolio totals a company once answered there serve no calculation and are no longer asked.
    expect(realEstate).not.toContain('re.assets_value');
  });

  it('would fail on a code collection never fills (the codes T2-6a, T2-6b and T3-8 read before)', () => {
    const before: CalculationInput[] = [
      { calculation: 'pai', figure: 'T2-6a', label: '', codes: ['env.water_consumption', 'company.revenue'] },
      { calculation: 'pai', figure: 'T2-6b', label: '', codes: ['env.water_recycled_share'] },
      { calculation: 'pai', figure: 'T3-8', label: '', codes: ['gov.ceo_pay_ratio'] },
    ];
    expect(offenders(before, (code) => data.metrics.has(code) && collected.has(code))).toEqual([
      'pai T2-6a: env.water_consumption',
      'pai T2-6b: env.water_recycled_share',
      'pai T3-8: gov.ceo_pay_ratio',
    ]);
  });

  it('T2-6a, T2-6b and T3-8 read what collection fills', () => {
    const codes = (figure: string) => PAI_INDICATOR_INPUTS[figure].map((k) => PAI_INPUTS[k].code);
    expect(codes('T2-6a')).toEqual(['water.consumption', 'company.revenue']);
    expect(codes('T2-6b')).toEqual(['water.recycled_share']);
    expect(codes('T3-8')).toEqual(['soc.ceo_pay_ratio']);
    for (const code of ['water.consumption', 'water.recycled_share', 'soc.ceo_pay_ratio'])
      expect({ code, collected: collected.has(code) }).toEqual({ code, collected: true });
  });

  it('the PAI inputs have the dictionary’s type and canonical unit', () => {
    const differing = Object.values(PAI_INPUTS).flatMap((m) => {
      const d = data.metrics.get(m.code);
      return d && (d.type !== m.type || (d.unit || '') !== m.unit)
        ? [`${m.code}: ${m.type} ${m.unit || '–'} vs dictionary ${d.type} ${d.unit || '–'}`]
        : [];
    });
    expect(differing).toEqual([]);
  });
});
