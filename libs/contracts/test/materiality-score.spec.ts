import {
  financialScore,
  impactScore,
  materialBy,
  problemsOf,
  scoreMatter,
  severityOf,
  type ImpactScores,
} from '../src';

const impact = (over: Partial<ImpactScores>): ImpactScores => ({
  kind: 'potential',
  effect: 'negative',
  scale: 4,
  scope: 3,
  irremediability: 2,
  likelihood: 4,
  ...over,
});

describe('double materiality scoring (hand-computed)', () => {
  it('takes the severity of a negative impact from scale, scope and irremediable character', () => {
    // (4 + 3 + 2) ÷ 3 = 3
    expect(severityOf(impact({}))).toBe(3);
    // A positive impact has nothing to remediate: (4 + 3) ÷ 2 = 3.5
    expect(severityOf(impact({ effect: 'positive', irremediability: null }))).toBe(3.5);
  });

  it('weighs a potential impact by its likelihood, an actual one not', () => {
    // 3 × 4 ÷ 5 = 2.4
    expect(impactScore(impact({}), false)).toEqual({
      score: 2.4,
      howMade: 'severity (4 + 3 + 2) ÷ 3 = 3; × likelihood 4 ÷ 5 = 2.4',
    });
    expect(impactScore(impact({ kind: 'actual', likelihood: null }), false).score).toBe(3);
    // Positive and potential: 3.5 × 2 ÷ 5 = 1.4
    expect(
      impactScore(impact({ effect: 'positive', irremediability: null, likelihood: 2 }), false).score,
    ).toBe(1.4);
  });

  it('lets severity take precedence over likelihood for a potential negative human-rights impact', () => {
    // Social topics: 3, not 3 × 1 ÷ 5 = 0.6
    expect(impactScore(impact({ likelihood: 1 }), true)).toEqual({
      score: 3,
      howMade:
        'severity (4 + 3 + 2) ÷ 3 = 3; potential negative human-rights impact: severity takes precedence over likelihood',
    });
    // A positive social impact is weighed as any other: 3.5 × 1 ÷ 5 = 0.7
    expect(
      impactScore(impact({ effect: 'positive', irremediability: null, likelihood: 1 }), true).score,
    ).toBe(0.7);
  });

  it('scores the financial effect as magnitude × likelihood ÷ 5', () => {
    expect(financialScore({ magnitude: 5, likelihood: 3 })).toEqual({
      score: 3,
      howMade: 'magnitude 5 × likelihood 3 ÷ 5 = 3',
    });
    expect(financialScore({ magnitude: 2, likelihood: 2 }).score).toBe(0.8);
    // Rounded to 3 decimals: severity (5 + 4 + 4) ÷ 3 = 4.333…
    expect(impactScore(impact({ scale: 5, scope: 4, irremediability: 4, kind: 'actual' }), false).score).toBe(
      4.333,
    );
  });

  it('is material when either perspective reaches its threshold (at the threshold counts)', () => {
    const t = { impact: 2.5, financial: 3 };
    expect(materialBy(2.5, 0.8, t)).toBe('impact');
    expect(materialBy(2.4, 3, t)).toBe('financial');
    expect(materialBy(4, 3.2, t)).toBe('both');
    expect(materialBy(2.49, 2.99, t)).toBeNull();
    expect(materialBy(null, null, t)).toBeNull();
    expect(
      scoreMatter(
        { subTopicId: 'E1-2', impact: impact({}), financial: { magnitude: 5, likelihood: 3 }, rationale: '' },
        t,
        false,
      ),
    ).toEqual({
      subTopicId: 'E1-2',
      severity: 3,
      impactScore: 2.4,
      financialScore: 3,
      materialBy: 'financial',
      howMade: {
        impact: 'severity (4 + 3 + 2) ÷ 3 = 3; × likelihood 4 ÷ 5 = 2.4',
        financial: 'magnitude 5 × likelihood 3 ÷ 5 = 3',
      },
    });
  });

  it('names what a matter misses: irremediability of a negative impact, likelihood of a potential one', () => {
    expect(
      problemsOf({
        subTopicId: 'S1-1',
        impact: impact({ irremediability: null, likelihood: null }),
        financial: null,
        rationale: '',
      }),
    ).toEqual(['S1-1: irremediable character is required', 'S1-1: likelihood of the impact is required']);
    expect(
      problemsOf({
        subTopicId: 'G1-6',
        impact: impact({ kind: 'actual', effect: 'positive', irremediability: null, likelihood: null }),
        financial: { magnitude: 6, likelihood: 1 },
        rationale: '',
      }),
    ).toEqual(['G1-6: magnitude must be a whole number from 1 to 5']);
  });
});
