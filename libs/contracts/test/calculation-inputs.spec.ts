import {
  figuresReading,
  numberRanges,
  PCAF_INPUTS,
  pcafPositionsFromPortfolio,
  type PcafCompanyValue,
} from '../src';

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
  });

  it('names PCAF alone for balance-sheet figures, and nothing for codes no calculation reads', () => {
    expect(figuresReading('company.total_equity')).toEqual([
      {
        calculation: 'pcaf',
        figures: ['attribution'],
        text: 'PCAF financed emissions (the attribution factor)',
      },
    ]);
    expect(figuresReading('re.epc_class')).toEqual([]);
    expect(figuresReading('soc.employee_survey')).toEqual([]);
  });

  it('writes runs of three or more numbers as ranges', () => {
    expect(numberRanges([3, 1, 2, 8, 9, 14, 15, 16, 17])).toBe('1–3, 8, 9, 14–17');
    expect(numberRanges([5])).toBe('5');
    expect(numberRanges([])).toBe('');
  });
});

describe('PCAF_INPUTS is what the PCAF scorecard reads', () => {
  const reads = (values: PcafCompanyValue[]) => {
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
            positions: [
              { companyId: 2, country: null, instrument: 'business_loan', value: 100, outstanding: 100 },
            ],
          },
        },
      ],
      [{ companyId: 2, name: 'Northwind', period: '2025', values }],
    );
    const codes = rows[0].inputs.flatMap((line) => line.match(/[a-z0-9]+\.[a-z0-9_]+/g) ?? []);
    return [...new Set(codes)].sort();
  };
  const value = (metricCode: string, v: unknown): PcafCompanyValue => ({
    metricCode,
    value: v,
    quality: 'reported',
    dataQualityScore: null,
  });
  const declared = [...PCAF_INPUTS.attribution, ...PCAF_INPUTS.emissions];
  const noise = ['company.revenue', 'energy.consumption_total', 'company.nace', 'water.consumption'];

  it('reads every declared code and nothing else (scope 2 market-based first)', () => {
    const all = [...declared, ...noise].map((code) => value(code, code === 'company.listed' ? false : 1_000));
    expect(reads(all)).toEqual(declared.filter((c) => c !== 'ghg.scope2_location').sort());
    const withoutMarket = all.filter((v) => v.metricCode !== 'ghg.scope2_market');
    expect(reads(withoutMarket)).toContain('ghg.scope2_location');
    for (const code of reads(all)) expect(declared).toContain(code);
  });
});
