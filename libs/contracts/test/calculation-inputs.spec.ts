import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  figuresReading,
  numberRanges,
  PCAF_ASSET_CLASS_INPUTS,
  PCAF_INPUT_CODES,
  PCAF_INPUTS,
  pcafPositionsFromPortfolio,
  type Instrument,
  type PcafAssetClass,
  type PcafCompanyValue,
} from '../src';
import {
  CALCULATIONS,
  calculationInputs,
  calculationsReading,
  type CalculationInputFiles,
} from '../src/calculation-inputs';

describe('figuresReading: which regulatory figures read a company answer', () => {
  it('names the PAI indicators on investee companies by table, with runs as ranges', () => {
    // T1-1a/d, T1-1-S12, T1-2, T1-2-S12, T1-3, T1-3-S12 read scope 1; T2-18 (a building's scopes) is
    // about real-estate assets and is not counted for a company.
    expect(figuresReading('ghg.scope1')).toEqual([
      {
        calculation: 'pai',
        figures: ['T1-1a', 'T1-1d', 'T1-1-S12', 'T1-2', 'T1-2-S12', 'T1-3', 'T1-3-S12'],
        text: 'PAI 1–3 (Table 1)',
      },
      { calculation: 'pcaf', figures: ['emissions'], text: 'PCAF financed emissions' },
      { calculation: 'edci', figures: ['EDCI-GHG-1'], text: 'EDCI GHG-1' },
    ]);
    expect(figuresReading('company.evic').map((u) => u.text)).toEqual([
      'PAI 1, 2, 8, 9 (Table 1), PAI 1–3, 13 (Table 2), PAI 3, 7, 14, 17 (Table 3)',
      'PCAF financed emissions (the attribution factor)',
    ]);
    // T2-19 reads energy with a building's floor area: a real-estate indicator.
    expect(figuresReading('energy.consumption_total').map((u) => u.text)).toEqual([
      'PAI 5, 6 (Table 1), PAI 5 (Table 2)',
    ]);
    expect(figuresReading('company.nace').map((u) => u.text)).toEqual(['PAI 6 (Table 1), PAI 9 (Table 2)']);
    expect(figuresReading('soc.gender_pay_gap').map((u) => u.text)).toEqual(['PAI 12 (Table 1)']);
    // Board counts: PAI 13 and the EDCI shares whose whole the board is.
    expect(figuresReading('gov.board_members').map((u) => u.text)).toEqual([
      'PAI 13 (Table 1)',
      'EDCI DIV-1, DIV-3, DIV-4',
    ]);
  });

  it('names PCAF alone for balance-sheet figures, and nothing for codes no calculation reads', () => {
    expect(figuresReading('company.total_equity')).toEqual([
      {
        calculation: 'pcaf',
        figures: ['attribution'],
        text: 'PCAF financed emissions (the attribution factor)',
      },
    ]);
    expect(figuresReading('soc.supplier_code_of_conduct').map((u) => u.calculation)).toEqual(['pai']);
    expect(figuresReading('company.fte')).toEqual([]);
  });

  it('tells a real-estate asset which indicators on real-estate assets read its own answers (issue 21, finding 4)', () => {
    // Only when the company answering is such an asset: leaving it empty drops no other company out.
    expect(figuresReading('re.epc_class')).toEqual([
      {
        calculation: 'pai',
        figures: ['T1-18'],
        text: 'PAI 18 (Table 1) on real-estate assets',
        when: 'an investor holds this real estate asset directly',
      },
    ]);
    expect(figuresReading('re.fossil_fuel_involvement').map((u) => u.text)).toEqual([
      'PAI 17 (Table 1) on real-estate assets',
    ]);
    // The property's value at origination is PCAF's denominator for commercial real estate and mortgages.
    expect(figuresReading('re.value_at_origination')).toEqual([
      {
        calculation: 'pcaf',
        figures: ['attribution'],
        text: 'PCAF financed emissions (the attribution factor)',
        when: 'an investor’s loan or investment finances this property',
      },
    ]);
    expect(figuresReading('vehicle.scope1').map((u) => [u.text, u.when])).toEqual([
      ['PCAF financed emissions', 'an investor’s loan finances these vehicles'],
    ]);
    // A company's own answers are read for every company: no condition.
    expect(figuresReading('ghg.scope1').every((u) => u.when === undefined)).toBe(true);
    // A country's figures are the investor's, never a company's answer.
    expect(figuresReading('sov.gdp')).toEqual([]);
  });

  it('writes runs of three or more numbers as ranges', () => {
    expect(numberRanges([3, 1, 2, 8, 9, 14, 15, 16, 17])).toBe('1–3, 8, 9, 14–17');
    expect(numberRanges([5])).toBe('5');
    expect(numberRanges([])).toBe('');
  });
});

describe('PCAF_INPUTS is what the PCAF scorecard reads', () => {
  const reads = (instrument: Instrument, values: PcafCompanyValue[]) => {
    const { rows } = pcafPositionsFromPortfolio(
      [
        {
          fundId: 1,
          name: 'Fund',
          positions: {
            fundId: 1,
            date: '2025-12-31',
            currency: 'EUR',
            allInvestments: 1_000,
            positionsTotal: 100,
            recordedAt: '2026-01-05T10:00:00Z',
            recordedBy: 2,
            version: 1,
            positions: [{ companyId: 2, country: null, instrument, value: 100, outstanding: 100 }],
          },
        },
      ],
      [{ companyId: 2, name: 'Northwind', period: '2025', values }],
    );
    // Inputs are written by their names (issue 29); each value's name here carries its code, so a
    // line shows which codes it read.
    const codes = rows[0].inputs.flatMap((line) => [...line.matchAll(/«([a-z0-9_.]+)»/g)].map((m) => m[1]));
    return [...new Set(codes)].sort();
  };
  const value = (metricCode: string, v: unknown): PcafCompanyValue => ({
    metricCode,
    name: `«${metricCode}»`,
    value: v,
    quality: 'reported',
    dataQualityScore: null,
  });
  const declared: string[] = [...PCAF_INPUTS.attribution, ...PCAF_INPUTS.emissions];
  const noise = ['company.revenue', 'energy.consumption_total', 'company.nace', 'water.consumption'];
  const all = [...declared, ...noise].map((code) =>
    value(
      code,
      code === 'company.listed'
        ? false
        : code === 'pcaf.emissions_option' || code === 'vehicle.pcaf_option'
          ? '1b'
          : 1_000,
    ),
  );
  const ofClass = (assetClass: PcafAssetClass) =>
    PCAF_ASSET_CLASS_INPUTS[assetClass].map((k) => PCAF_INPUT_CODES[k]);

  it('reads every declared code and nothing else (scope 2 market-based first)', () => {
    const loan = reads('business_loan', all);
    for (const code of loan) expect(declared).toContain(code);
    // Every input the asset class declares is read, scope 2 market-based before location-based.
    expect(ofClass('business-loans').filter((c) => c !== 'ghg.scope2_location' && !loan.includes(c))).toEqual(
      [],
    );
    const withoutMarket = all.filter((v) => v.metricCode !== 'ghg.scope2_market');
    expect(reads('business_loan', withoutMarket)).toContain('ghg.scope2_location');
  });

  it('reads the property value for real estate and the financed vehicles’ values for motor vehicle loans', () => {
    expect(reads('commercial_real_estate', all)).toContain('re.value_at_origination');
    expect(reads('business_loan', all)).not.toContain('re.value_at_origination');
    expect(reads('motor_vehicle_loan', all)).toEqual([...ofClass('motor-vehicle-loans')].sort());
  });
});

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(join(__dirname, '../../reference-data/files', file), 'utf8')) as T;
const files: CalculationInputFiles = {
  scorecardMethod: read('product/scorecard-method.json'),
  tcfdQuestionnaire: read('tcfd-questionnaire.json'),
};

describe('the registry of calculation inputs', () => {
  const inputs = calculationInputs(files);

  it('lists figures of every calculation', () => {
    for (const calculation of CALCULATIONS)
      expect({ calculation, figures: inputs.some((i) => i.calculation === calculation) }).toEqual({
        calculation,
        figures: true,
      });
  });

  it('says which figures read EVIC: the PAI figures attributed by enterprise value and PCAF for listed companies', () => {
    const reading = calculationsReading(inputs, 'company.evic');
    const pai = reading.find((r) => r.calculation === 'pai')!.figures;
    expect(pai).toEqual(
      expect.arrayContaining(['T1-1a', 'T1-1b', 'T1-1c', 'T1-1d', 'T1-2', 'T1-8', 'T1-9', 'T3-17b']),
    );
    expect(pai).not.toContain('T1-3');
    expect(reading.find((r) => r.calculation === 'pcaf')!.figures).toEqual([
      'listed-equity',
      'corporate-bonds',
      'business-loans',
    ]);
    expect(reading.map((r) => r.calculation)).toEqual(['pai', 'eet', 'pcaf']);
  });

  it('reads the TCFD statements and the ESG scorecard from their files', () => {
    expect(inputs.filter((i) => i.calculation === 'tcfd-statement').map((i) => [i.figure, i.codes])).toEqual([
      ['scope-calculation', ['tcfd.aa_110a_30', 'tcfd.aa_110a_31', 'tcfd.aa_110a_32']],
      ['largest-source', ['tcfd.aa_110a_33', 'tcfd.aa_110a_34', 'tcfd.aa_110a_35']],
    ]);
    const e1 = inputs.find((i) => i.calculation === 'esg-scorecard' && i.figure === 'E1');
    expect(e1?.codes).toEqual(['ghg.scope1', 'ghg.scope2_location', 'company.revenue']);
  });

  it('EDCI shares read the part, then the whole', () => {
    expect(inputs.find((i) => i.figure === 'EDCI-DIV-1')?.codes).toEqual([
      'gov.board_members_female',
      'gov.board_members',
    ]);
  });
});
