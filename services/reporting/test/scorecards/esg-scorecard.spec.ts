import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';
import {
  diversityTrend,
  kpiPoints,
  kpiValue,
  scoreScorecard,
  type ScorecardMethod,
} from '../../src/domain/scorecards';

const METHOD = JSON.parse(
  readFileSync(referenceFilePath('product/scorecard-method.json'), 'utf8'),
) as ScorecardMethod;

/*
 * Worked by hand (Northwind-like figures, revenue €95m, 180 FTE):
 *   E1 (850 + 1,900) ÷ 95 = 28.9 tCO₂e/€m → ≤ 100 → 75      E2 renewable share 78.5 % → 78.5
 *   E3 9,800 ÷ 95 = 103.2 MWh/€m → ≤ 250 → 75               E4 12,000 ÷ 95 = 126.3 m³/€m → ≤ 500 → 75
 *   E5 190 ÷ 95 = 2 t/€m → ≤ 5 → 75                           Environment (75 + 78.5 + 75 + 75 + 75) ÷ 5 = 75.7
 *   S1 4 ÷ 180 × 100 = 2.2 → ≤ 4 → 25   S2 8.5 % → ≤ 10 → 100   S3 yes → 100   S4 9.8 % → ≤ 10 → 75
 *                                                              Social (25 + 100 + 100 + 75) ÷ 4 = 75
 *   G1 3 ÷ 7 = 42.9 % → ≥ 40 → 100   G2 3 ÷ 7 → ≥ 33 → 75   G3 yes 100   G4 yes 100   G5 not published
 *                                                              Governance (100 + 75 + 100 + 100) ÷ 4 = 93.75
 *   Overall round(0.4 × 75.7 + 0.3 × 75 + 0.3 × 93.75) = round(80.905) = 81 → Excellent; 13 of 14 KPIs.
 */
const NORTHWIND: Record<string, unknown> = {
  'ghg.scope1': 850,
  'ghg.scope2_location': 1900,
  'company.revenue': 95e6,
  'energy.renewable_share': 78.5,
  'energy.consumption_total': 9800,
  'water.consumption': 12000,
  'waste.non_recycled': 190,
  'soc.injuries': 4,
  'company.fte': 180,
  'soc.turnover_rate': 8.5,
  'soc.employee_survey': true,
  'soc.gender_pay_gap': 9.8,
  'gov.board_members': 7,
  'gov.board_members_female': 3,
  'gov.board_members_independent': 3,
  'gov.code_of_conduct': true,
  'gov.anti_corruption_policy': true,
};

describe('the ESG scorecard', () => {
  it('scores each KPI, each pillar, the overall score and its grade as worked by hand', () => {
    const card = scoreScorecard(METHOD, NORTHWIND);
    const points = Object.fromEntries(card.pillars.flatMap((p) => p.kpis.map((k) => [k.id, k.points])));
    expect(points).toEqual({
      E1: 75,
      E2: 78.5,
      E3: 75,
      E4: 75,
      E5: 75,
      S1: 25,
      S2: 100,
      S3: 100,
      S4: 75,
      G1: 100,
      G2: 75,
      G3: 100,
      G4: 100,
      G5: null,
    });
    expect(card.pillars.map((p) => [p.id, p.score, p.scored])).toEqual([
      ['environment', 75.7, 5],
      ['social', 75, 4],
      ['governance', 93.75, 4],
    ]);
    expect(card).toMatchObject({
      method: 'esg-scorecard-method-2026.1',
      overall: 81,
      grade: 'Excellent',
      coverage: { scored: 13, total: 14 },
    });
    const e1 = card.pillars[0].kpis[0];
    expect(e1.value).toBeCloseTo(2750 / 95, 10);
    expect(e1.inputs).toEqual([
      { code: 'ghg.scope1', value: 850 },
      { code: 'ghg.scope2_location', value: 1900 },
      { code: 'company.revenue', value: 95e6 },
    ]);
    expect(card.pillars[2].kpis[4]).toMatchObject({
      id: 'G5',
      points: null,
      missing: ['gov.whistleblower_protection'],
    });
  });

  it('gives no overall score while a pillar has nothing to score', () => {
    const card = scoreScorecard(METHOD, {
      'ghg.scope1': 1,
      'ghg.scope2_location': 1,
      'company.revenue': 1e6,
    });
    expect(card.pillars.map((p) => p.score)).toEqual([100, null, null]);
    expect(card).toMatchObject({ overall: null, grade: null, coverage: { scored: 1, total: 14 } });
  });

  it('keeps the band edges: a bound itself belongs to the better band', () => {
    const lower = {
      rule: 'lower-bands' as const,
      bands: [
        [25, 100],
        [100, 75],
      ] as Array<[number, number]>,
    };
    expect([
      kpiPoints(lower, 25),
      kpiPoints(lower, 25.01),
      kpiPoints(lower, 100),
      kpiPoints(lower, 101),
    ]).toEqual([100, 75, 75, 0]);
    const higher = {
      rule: 'higher-bands' as const,
      bands: [
        [40, 100],
        [10, 25],
      ] as Array<[number, number]>,
    };
    expect([
      kpiPoints(higher, 40),
      kpiPoints(higher, 39.9),
      kpiPoints(higher, 10),
      kpiPoints(higher, 0),
    ]).toEqual([100, 25, 25, 0]);
    expect([kpiPoints({ rule: 'linear' }, 120), kpiPoints({ rule: 'linear' }, -3)]).toEqual([100, 0]);
  });

  it('does not divide by a zero or missing denominator', () => {
    expect(kpiValue({ inputs: ['a', 'r'], compute: 'sum-per-revenue' }, { a: 5, r: 0 })).toEqual({
      value: null,
      missing: ['r'],
    });
    expect(kpiValue({ inputs: ['w', 't'], compute: 'share' }, { w: 2 })).toEqual({
      value: null,
      missing: ['t'],
    });
    expect(kpiValue({ inputs: ['g'], compute: 'absolute' }, { g: -4 })).toEqual({ value: 4, missing: [] });
  });
});

describe('the diversity scorecard', () => {
  it('shares of women and the pay gap per period with the change in percentage points', () => {
    const trend = diversityTrend([
      {
        period: '2023',
        values: {
          'gov.board_members': 6,
          'gov.board_members_female': 2,
          'gov.csuite_members': 5,
          'gov.csuite_members_female': 1,
          'company.fte': 200,
          'soc.fte_female': 80,
          'soc.gender_pay_gap': 12,
        },
      },
      {
        period: '2024',
        values: {
          'gov.board_members': 7,
          'gov.board_members_female': 3,
          'gov.csuite_members': 5,
          'gov.csuite_members_female': 2,
          'company.fte': 180,
          'soc.fte_female': 54,
          'soc.gender_pay_gap': 9.8,
        },
      },
    ]);
    expect(trend[0]).toMatchObject({
      board: { women: 2, total: 6 },
      csuite: { share: 20 },
      workforce: { share: 40 },
      payGap: 12,
      change: { board: null, csuite: null, workforce: null, payGap: null },
    });
    expect(trend[0].board.share).toBeCloseTo(100 / 3, 10);
    // 2024: board 3 ÷ 7 = 42.86 % (+9.52 pp), C-suite 40 % (+20), workforce 30 % (−10), gap 9.8 (−2.2).
    expect(trend[1].change.board).toBeCloseTo(300 / 7 - 100 / 3, 10);
    expect(trend[1].change.csuite).toBe(20);
    expect(trend[1].change.workforce).toBe(-10);
    expect(trend[1].change.payGap).toBeCloseTo(-2.2, 10);
  });

  it('leaves a share empty when the total is 0 or missing', () => {
    const [p] = diversityTrend([
      { period: '2024', values: { 'gov.board_members': 0, 'gov.board_members_female': 0 } },
    ]);
    expect(p.board).toEqual({ women: 0, total: 0, share: null });
    expect(p.csuite).toEqual({ women: null, total: null, share: null });
  });
});
