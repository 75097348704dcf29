import {
  annualReductionRate,
  companyNetZero,
  companyTemperatureScore,
  impliedTemperatureRise,
  progressAgainstTarget,
  reportedForTarget,
  sbtiCoverage,
  targetText,
  targetTrajectory,
  type CompanyNetZero,
  type CompanyTarget,
  type FootprintHolding,
  type PcafCompanyData,
  type TemperatureScoreParameters,
} from '../src';

/*
 * Net zero of a three-company fund (issue 28 item 4, ADR 0164), every figure computed by hand:
 *
 *   Aalborg Cement (1)  financed 50 t, value €10m; target −55 % of scopes 1 and 2 from 2019 to 2030
 *                       (1,000 t in 2019), science-based target validated
 *   Bergen Freight (2)  financed 25 t, value €10m; no target; committed to set one
 *   Cork Foods (3)      not attributed by PCAF (no emissions published)
 *
 *   coverage = 50 ÷ (50 + 25) × 100 = 66.6667 %; what if Bergen sets one: 75 ÷ 75 = 100 %
 *   annual reduction rate of Aalborg = 55 ÷ (2030 − 2019) = 5 % a year
 *   trajectory of Aalborg: 2019 1,000 t; 2024 1,000 × (1 − 5 × 5 ÷ 100) = 750 t; 2030 450 t; 2035 450 t
 *
 * The temperature parameters below are illustrative test numbers (intercept 3, slope −0.2 °C per % a year,
 * default 3.2 °C), not the method's published ones, which the product does not hold:
 *   Aalborg 3 − 0.2 × 5 = 2 °C; Bergen (no target) 3.2 °C
 *   weighted by financed emissions: 50/75 × 2 + 25/75 × 3.2 = 1.3333 + 1.0667 = 2.4 °C
 *   weighted by value: 0.5 × 2 + 0.5 × 3.2 = 2.6 °C
 *   what if Bergen sets −42 % from 2024 to 2030: 7 % a year, 3 − 1.4 = 1.6 °C;
 *     50/75 × 2 + 25/75 × 1.6 = 1.3333 + 0.5333 = 1.8667 °C
 */
const holding = (h: Partial<FootprintHolding> & Pick<FootprintHolding, 'id' | 'name'>): FootprintHolding => ({
  fundId: 1,
  companyId: null,
  sector: null,
  value: 0,
  outstanding: 0,
  financedScope12: null,
  financedScope3: null,
  emissionsScope12: null,
  emissionsScope3: null,
  revenue: null,
  dataQualityScore: null,
  ...h,
});

const fund = [
  holding({ id: 'a', companyId: 1, name: 'Aalborg Cement', value: 10e6, financedScope12: 50 }),
  holding({ id: 'b', companyId: 2, name: 'Bergen Freight', value: 10e6, financedScope12: 25 }),
  holding({ id: 'c', companyId: 3, name: 'Cork Foods', value: 5e6 }),
];

const published = (
  companyId: number,
  name: string,
  values: Record<string, number | boolean | string>,
): PcafCompanyData => ({
  companyId,
  name,
  period: '2024',
  values: Object.entries(values).map(([metricCode, value]) => ({
    metricCode,
    value,
    quality: 'reported',
    dataQualityScore: null,
  })),
});

const aalborg = published(1, 'Aalborg Cement', {
  'ghg.decarbonisation_strategy': true,
  'ghg.reduction_target': true,
  'ghg.net_zero_ambition': false,
  'ghg.target_base_year': 2019,
  'ghg.target_base_emissions': 1000,
  'ghg.target_year': 2030,
  'ghg.target_scopes': 'scopes-1-2',
  'ghg.target_reduction': 55,
  'ghg.sbti_status': 'targets-set',
});
const bergen = published(2, 'Bergen Freight', {
  'ghg.decarbonisation_strategy': true,
  'ghg.sbti_status': 'committed',
});
const cork = published(3, 'Cork Foods', {});

const companies = new Map<number, CompanyNetZero>(
  [aalborg, bergen, cork].map((c) => [c.companyId, companyNetZero(c)]),
);

const params: TemperatureScoreParameters = {
  source: 'test parameters',
  intercept: 3,
  slope: -0.2,
  defaultScore: 3.2,
};

describe('a company’s net-zero answers and target', () => {
  it('reads the EDCI answers, the target and the SBTi status from the published values', () => {
    const a = companies.get(1)!;
    expect(a).toMatchObject({
      strategy: true,
      shortTermTarget: true,
      netZeroGoal: false,
      sbti: 'targets-set',
    });
    expect(a.target).toEqual({
      baseYear: 2019,
      baseEmissions: 1000,
      targetYear: 2030,
      scopes: 'scopes-1-2',
      reduction: 55,
    });
    expect(targetText(a.target!)).toBe('−55 % of scopes 1 and 2 by 2030 from 2019');
    expect(companies.get(2)).toMatchObject({
      strategy: true,
      shortTermTarget: null,
      target: null,
      sbti: 'committed',
    });
    expect(companies.get(3)).toMatchObject({ strategy: null, target: null, sbti: null });
  });

  it('has no target when the target year is not after the base year', () => {
    const odd = published(4, 'Odd', {
      'ghg.target_base_year': 2030,
      'ghg.target_year': 2030,
      'ghg.target_reduction': 40,
    });
    expect(companyNetZero(odd).target).toBeNull();
  });

  it('falls in a straight line to the target year and stays level after it', () => {
    const target = companies.get(1)!.target!;
    expect(annualReductionRate(target)).toBe(5);
    expect(targetTrajectory(target, [2015, 2019, 2024, 2030, 2035])).toEqual([
      { year: 2015, emissions: 1000 },
      { year: 2019, emissions: 1000 },
      { year: 2024, emissions: 750 },
      { year: 2030, emissions: 450 },
      { year: 2035, emissions: 450 },
    ]);
    expect(targetTrajectory({ ...target, baseEmissions: null }, [2024])).toBeNull();
  });

  it('compares the reported emissions of a year with what the target allows (800 t against 750 t in 2024)', () => {
    const target = companies.get(1)!.target!;
    const reported = published(1, 'Aalborg Cement', {
      'ghg.scope1': 500,
      'ghg.scope2_location': 300,
      'ghg.scope3': 4000,
    });
    expect(reportedForTarget(reported, target)).toBe(800);
    expect(reportedForTarget(reported, { ...target, scopes: 'scopes-1-2-3' })).toBe(4800);
    expect(reportedForTarget(published(1, 'A', { 'ghg.scope1': 500 }), target)).toBeNull();
    expect(progressAgainstTarget(target, 2024, 800)).toEqual({
      allowed: 750,
      allowedShare: 75,
      reportedShare: 80,
      gap: 50,
    });
  });
});

describe('science-based target coverage of a fund', () => {
  it('is the share of financed emissions in companies with a validated target', () => {
    const figure = sbtiCoverage(fund, companies);
    expect(figure.value).toBeCloseTo(66.6667, 4);
    expect(figure.lines).toEqual([
      'Covered: Aalborg Cement 50 t = 50 tCO₂e',
      'All financed emissions: 75 tCO₂e',
      'Coverage = 50 ÷ 75 × 100 = 66.67 %',
    ]);
  });

  it('what if a company sets one', () => {
    const figure = sbtiCoverage(fund, companies, new Set([2]));
    expect(figure.value).toBe(100);
    expect(figure.lines.at(-1)).toBe('What if: counted as if they had a validated target: Bergen Freight.');
  });

  it('gives no figure, not zero, when nothing is attributed', () => {
    expect(sbtiCoverage([fund[2]], companies).value).toBeNull();
  });
});

describe('implied temperature rise of a fund', () => {
  it('scores a company from its target’s annual reduction rate, or the default score', () => {
    expect(companyTemperatureScore(companies.get(1)!.target, params).score).toBeCloseTo(2, 10);
    expect(companyTemperatureScore(null, params)).toEqual({
      score: 3.2,
      text: 'no target: default score 3.2 °C',
    });
  });

  it('averages the scores weighted by financed emissions or by value', () => {
    expect(impliedTemperatureRise(fund, companies, params, 'financed-emissions').value).toBeCloseTo(2.4, 10);
    expect(impliedTemperatureRise(fund, companies, params, 'value').value).toBeCloseTo(2.6, 10);
  });

  it('with and without a company’s target (what if Bergen sets −42 % from 2024 to 2030)', () => {
    const bergenTarget: CompanyTarget = {
      baseYear: 2024,
      baseEmissions: null,
      targetYear: 2030,
      scopes: 'scopes-1-2',
      reduction: 42,
    };
    const figure = impliedTemperatureRise(
      fund,
      companies,
      params,
      'financed-emissions',
      new Map([[2, bergenTarget]]),
    );
    expect(figure.value).toBeCloseTo(1.8667, 4);
    expect(figure.lines[1]).toBe(
      'Bergen Freight (what if it sets this target): weight 0.3333; 42 % over 6 years = 7 % a year; 3 + -0.2 × 7 = 1.6 °C',
    );
  });

  it('gives no figure without the method’s parameters, and says why', () => {
    const figure = impliedTemperatureRise(fund, companies, null, 'financed-emissions');
    expect(figure.value).toBeNull();
    expect(figure.lines[0]).toMatch(/not in the product’s reference data yet/);
  });
});
