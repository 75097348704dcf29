import type { TcfdAnswer } from '@esg/contracts';
import { scoreTcfd, type TcfdIndicator, type TcfdQuestionnaire } from '../src/domain/tcfd/score-tcfd';
import { tcfdQuestionnaire } from '../src/infrastructure/reference-files';

const AT = '2026-01-01T00:00:00.000Z';
const questionnaire = tcfdQuestionnaire();
const score = (answers: TcfdAnswer[]) => scoreTcfd(questionnaire, answers, AT);
const dimension = (answers: TcfdAnswer[], name: string) =>
  score(answers).dimensions.find((d) => d.name === name)!;

describe('TCFD scoring with the questionnaire (spec 5)', () => {
  it('has four dimensions over the eleven TCFD disclosures, options scored 1-4', () => {
    expect(questionnaire.dimensions.map((d) => [d.name, d.indicators.length])).toEqual([
      ['Governance', 5],
      ['Strategy', 9],
      ['Risk Management', 7],
      ['Metrics and Targets', 14],
    ]);
    const disclosures = new Set(
      questionnaire.dimensions.flatMap((d) => d.indicators.map((i) => i.disclosure.split(' ')[0])),
    );
    expect([...disclosures].sort()).toEqual([
      'GOV-a',
      'GOV-b',
      'MT-a',
      'MT-b',
      'MT-c',
      'RM-a',
      'RM-b',
      'RM-c',
      'STR-a',
      'STR-b',
      'STR-c',
    ]);
    for (const option of questionnaire.dimensions.flatMap((d) => d.indicators.flatMap((i) => i.options)))
      expect(option.score === null ? option.option : option.score).toEqual(
        option.score === null ? 'Not Applicable' : expect.any(Number),
      );
  });

  it('scores a single option per indicator: round(100 × selected / maximum)', () => {
    // Governance: .1 scores 3 of 4, .2 scores 4 of 4 -> round(100 × 7 / 8) = 88 (87.5 rounds up)
    const governance = dimension(
      [
        {
          code: 'TCFD-AA-110a.1',
          selected: ['A board committee oversees climate-related issues through a defined process'],
        },
        { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'] },
      ],
      'Governance',
    );
    expect(governance).toMatchObject({ score: 88, selected: 7, maximum: 8, answered: 2, indicators: 5 });
    expect(governance.provenance.expression).toBe('round(100 × 7 / 8) = 88');
  });

  it('counts the highest of several options of a multiple-choice indicator', () => {
    // .6 Short (2) + Medium (3) -> 3; .7 acute (2) + policy (3) -> 3; Strategy round(100 × 6 / 8) = 75
    const strategy = dimension(
      [
        { code: 'TCFD-AA-110a.6', selected: ['Short term (up to 3 years)', 'Medium term (3 to 10 years)'] },
        {
          code: 'TCFD-AA-110a.7',
          selected: ['Physical risks: acute (extreme weather events)', 'Transition risks: policy and legal'],
        },
      ],
      'Strategy',
    );
    expect(strategy).toMatchObject({ score: 75, selected: 6, maximum: 8 });
  });

  it('takes the denominator as 1 when nothing is answered, and leaves Not Applicable out', () => {
    const result = score([{ code: 'TCFD-AA-110a.21', selected: ['Not Applicable'] }]);
    // Nothing scored anywhere: 0 / 1 -> 0 in every dimension, overall 0, Weak
    expect(result.dimensions.map((d) => [d.score, d.selected, d.maximum])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(result).toMatchObject({ overall: 0, grade: 'Weak' });
    // .20 scores 2 of 4, .21 Not Applicable: round(100 × 2 / 4) = 50, not 2 / 8
    expect(
      dimension(
        [
          { code: 'TCFD-AA-110a.20', selected: ['Partly: tracked separately from the risk register'] },
          { code: 'TCFD-AA-110a.21', selected: ['Not Applicable'] },
        ],
        'Risk Management',
      ),
    ).toMatchObject({ score: 50, selected: 2, maximum: 4, answered: 1 });
  });

  it('averages the four dimensions into the overall score and grades it', () => {
    const result = score([
      // Governance 4/4 = 100
      { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'] },
      // Strategy 2/4 = 50
      { code: 'TCFD-AA-110a.12', selected: ['Qualitative scenario narratives'] },
      // Risk Management 1/4 = 25
      { code: 'TCFD-AA-110a.15', selected: ['No'] },
      // Metrics and Targets (3 + 4) / 8 = 87.5 -> 88
      { code: 'TCFD-AA-110a.26', selected: ['Absolute or intensity targets for scope 1 and 2'] },
      { code: 'TCFD-AA-110a.33', selected: ['Process emissions'] },
    ]);
    expect(result.dimensions.map((d) => d.score)).toEqual([100, 50, 25, 88]);
    // (100 + 50 + 25 + 88) / 4 = 65.75 -> 66: Good
    expect(result).toMatchObject({ overall: 66, grade: 'Good', questionnaireVersion: '1.0' });
    expect(result.provenance.expression).toBe('round((100 + 50 + 25 + 88) / 4) = 66; grade Good');
  });

  it('recommends from the chosen options, by dimension', () => {
    const result = score([
      { code: 'TCFD-AA-110a.1', selected: ['The board does not consider climate-related issues'] },
      { code: 'TCFD-AA-110a.2', selected: ['At least quarterly'] },
    ]);
    expect(result.recommendations).toEqual([
      {
        dimension: 'Governance',
        code: 'TCFD-AA-110a.1',
        indicator: 'How does the board oversee climate-related risks and opportunities?',
        option: 'The board does not consider climate-related issues',
        score: 1,
        feedback: "Climate-related issues are not on the board's agenda.",
        recommendations: [
          "Put climate-related risks and opportunities on the board's agenda at least once a year.",
          'Give the board, or one of its committees, explicit responsibility for overseeing climate-related issues.',
        ],
      },
    ]);
  });

  it('refuses unknown codes and options, two options on a single-choice indicator, Not Applicable with others', () => {
    expect(() => score([{ code: 'TCFD-AA-110a.99', selected: ['No'] }])).toThrow(
      "answers.0.code: 'TCFD-AA-110a.99' is not an indicator of the TCFD questionnaire",
    );
    expect(() => score([{ code: 'TCFD-AA-110a.2', selected: ['Weekly'] }])).toThrow(
      "answers.0.selected: 'Weekly' is not an option of TCFD-AA-110a.2",
    );
    expect(() => score([{ code: 'TCFD-AA-110a.2', selected: ['Annually', 'Never'] }])).toThrow(
      'TCFD-AA-110a.2 takes one option, not 2',
    );
    expect(() => score([{ code: 'TCFD-AA-110a.21', selected: ['No', 'Not Applicable'] }])).toThrow(
      /'Not Applicable' cannot be chosen with other options/,
    );
    expect(() =>
      score([
        { code: 'TCFD-AA-110a.2', selected: ['Never'] },
        { code: 'TCFD-AA-110a.2', selected: ['Annually'] },
      ]),
    ).toThrow(/answered twice/);
  });
});

describe('TCFD-AA-110a.30-.35 statements', () => {
  const method = 'Calculated from activity data with published emission factors';
  const sources = {
    '1': 'Fugitive emissions (refrigerants)',
    '2': 'Purchased electricity',
    '3': 'Business travel',
  };
  const subsets = ['none', '1', '2', '3', '1+2', '1+3', '2+3', '1+2+3'];

  it.each(subsets)('picks variant %s by the scopes answered and not Not Applicable', (variant) => {
    const answered = variant === 'none' ? [] : variant.split('+');
    const answers: TcfdAnswer[] = (['1', '2', '3'] as const).flatMap((scope) => {
      const on = answered.includes(scope);
      // an unanswered scope alternates between no answer and 'Not Applicable'
      if (!on && scope === '2') return [];
      return [
        { code: `TCFD-AA-110a.${29 + Number(scope)}`, selected: [on ? method : 'Not Applicable'] },
        { code: `TCFD-AA-110a.${32 + Number(scope)}`, selected: [on ? sources[scope] : 'Not Applicable'] },
      ];
    });
    const [calculation, largest] = score(answers).statements;
    expect(calculation).toMatchObject({
      kind: 'scope-calculation',
      variant,
      codes: ['TCFD-AA-110a.30', 'TCFD-AA-110a.31', 'TCFD-AA-110a.32'],
    });
    expect(largest).toMatchObject({
      kind: 'largest-source',
      variant,
      codes: ['TCFD-AA-110a.33', 'TCFD-AA-110a.34', 'TCFD-AA-110a.35'],
    });
    for (const scope of answered) {
      expect(calculation.text).toContain(`Scope ${scope}: ${method}`);
      expect(largest.text).toContain(`Scope ${scope}: ${sources[scope as '1' | '2' | '3']}`);
    }
    expect(calculation.text).not.toMatch(/\{scope/);
  });

  it('words the variants as the questionnaire file gives them', () => {
    const [calculation, largest] = score([
      { code: 'TCFD-AA-110a.30', selected: [method] },
      { code: 'TCFD-AA-110a.32', selected: ['Estimated from spend or proxies'] },
      { code: 'TCFD-AA-110a.34', selected: ['Purchased electricity'] },
    ]).statements;
    expect(calculation.text).toBe(
      'The company reports how it calculates its Scope 1 and Scope 3 emissions (Scope 1: Calculated from activity data with published emission factors; Scope 3: Estimated from spend or proxies). Scope 2 is unanswered or marked Not Applicable.',
    );
    expect(largest.text).toBe(
      'Largest emission source reported — Scope 2: Purchased electricity. For Scope 1 and Scope 3 the largest source is unanswered or marked Not Applicable.',
    );
  });
});

describe('TCFD grade bands (spec 4 bands, libs/access-policy overallGrade, ADR 0190)', () => {
  // Four dimensions of 25 indicators each, options scored 1-4: a dimension scores exactly the sum of
  // its chosen options (25 × 1 = 25 up to 25 × 4 = 100), so every overall score can be reached.
  const options = [1, 2, 3, 4].map((s) => ({
    option: `level ${s}`,
    score: s,
    feedback: '',
    recommendations: [],
  }));
  const fixture: TcfdQuestionnaire = {
    version: 'test',
    statements: [],
    dimensions: ['A', 'B', 'C', 'D'].map((name) => ({
      name,
      indicators: Array.from({ length: 25 }, (_, i): TcfdIndicator => ({
        code: `${name}.${i}`,
        indicator: '',
        response: 'single',
        options,
        dimension: name,
        gics: 'All Sectors',
        disclosure: '',
      })),
    })),
  };
  /** Answers making every dimension score `points` (25-100): 25 indicators whose scores add up to it. */
  const answersFor = (points: number): TcfdAnswer[] =>
    ['A', 'B', 'C', 'D'].flatMap((name) => {
      let extra = points - 25;
      return Array.from({ length: 25 }, (_, i) => {
        const level = 1 + Math.min(3, extra);
        extra -= level - 1;
        return { code: `${name}.${i}`, selected: [`level ${level}`] };
      });
    });

  it.each([
    [25, 'Weak'],
    [26, 'Average'],
    [27, 'Average'],
    [50, 'Average'],
    [51, 'Good'],
    [52, 'Good'],
    [75, 'Good'],
    [76, 'Excellent'],
    [100, 'Excellent'],
  ])('overall %i is %s', (points, grade) => {
    const result = scoreTcfd(fixture, answersFor(points), AT);
    expect(result.dimensions.map((d) => d.score)).toEqual([points, points, points, points]);
    expect(result).toMatchObject({ overall: points, grade });
  });
});
