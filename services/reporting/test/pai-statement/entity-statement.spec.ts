import { isLei, paiStatementFileName } from '@esg/contracts';
import type { PaiIndicatorResult } from '../../src/domain/pai/model';
import { entityStatement, type EntityStatementInput } from '../../src/domain/pai-statement/entity-statement';
import { statementDocument } from '../../src/domain/pai-statement/statement-document';
import type { SfdrTextRecord } from '../../src/domain/sfdr-texts/sfdr-text';

/**
 * The entity statement of a GP for 2025, by hand:
 *
 * - T1-1a Scope 1 (Table 1): 100 tCO2e, coverage 0.8, estimated 0.25; no 2024 figure.
 * - T1-2 Carbon footprint (Table 1): 50, coverage 1.0, none estimated; 40 in 2024 → +25.0 %.
 * - T2-4 (Table 2, chosen): 0.3, coverage 0.6, no estimate figure. T3-9 (Table 3, not chosen) and an EET
 *   supplementary figure are not rows.
 *
 * Coverage across the rows: (0.8 + 1.0 + 0.6) / 3 = 0.8 → "80.0%", from 60.0% to 100.0%; estimated share
 * over the rows that state one: (0.25 + 0) / 2 = 0.125 → "12.5%".
 */
function indicator(over: Partial<PaiIndicatorResult> & Pick<PaiIndicatorResult, 'id'>): PaiIndicatorResult {
  return {
    parentId: over.id,
    table: 'Table 1',
    assetClass: 'company',
    indicator: '1. GHG emissions',
    metric: 'Scope 1 GHG emissions',
    label: null,
    unit: 'tCO2e',
    method: 'sum' as PaiIndicatorResult['method'],
    formulaId: 'F1',
    supplementary: false,
    value: null,
    coverage: null,
    estimatedShare: null,
    eligibleShare: 1,
    quarters: [],
    included: [],
    excluded: [],
    ...over,
  };
}

const LEI = '529900T8BM49AURSDO55';

function input(over: Partial<EntityStatementInput> = {}): EntityStatementInput {
  return {
    companyId: 1,
    year: 2025,
    entityName: 'Evergreen Capital Partners',
    funds: [
      { fundId: 1, name: 'Growth Fund I' },
      { fundId: 2, name: null },
    ],
    quarterEnds: ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'],
    computedAt: '2026-01-10T00:00:00.000Z',
    indicators: [
      indicator({ id: 'T1-1a', parentId: 'T1-1', value: 100, coverage: 0.8, estimatedShare: 0.25 }),
      indicator({
        id: 'T1-2',
        indicator: '2. Carbon footprint',
        metric: 'Carbon footprint',
        unit: 'tCO2e per EUR million invested',
        value: 50,
        coverage: 1,
        estimatedShare: 0,
      }),
      indicator({
        id: 'T2-4',
        table: 'Table 2',
        indicator: '4. Investments in companies without carbon emission reduction initiatives',
        metric: 'Share of investments without carbon emission reduction initiatives',
        unit: '%',
        value: 0.3,
        coverage: 0.6,
      }),
      indicator({ id: 'T3-9', table: 'Table 3', indicator: '9. Lack of a human rights policy', value: 5 }),
      indicator({ id: 'T1-1-s12', parentId: 'T1-1', supplementary: true, value: 7 }),
    ],
    previous: [{ id: 'T1-2', value: 40 }],
    sources: [
      { companyId: 11, dataYear: 2024 },
      { companyId: 12, dataYear: 2025 },
      { companyId: 11, dataYear: 2025 },
    ],
    texts: new Map([['T1-1a', { explanation: 'Fell after the turbines were retired.', actions: 'Engage.' }]]),
    optionalIndicatorIds: ['T2-4'],
    saved: new Map(),
    previousLei: LEI,
    ...over,
  };
}

describe('the entity PAI statement (pure)', () => {
  it('reports Table 1 always and only the chosen optional indicators, with the previous year', () => {
    const statement = entityStatement(input());
    expect(statement.rows.map((r) => [r.id, r.impact, r.impactPrevious])).toEqual([
      ['T1-1a', 100, null],
      ['T1-2', 50, 40],
      ['T2-4', 0.3, null],
    ]);
    expect(statement.rows[0]).toMatchObject({
      group: 'Climate and other environment-related indicators',
      explanation: 'Fell after the turbines were retired.',
      actions: 'Engage.',
    });
    expect(statement.rows[2].group).toBe('Additional climate and other environment-related indicators');
  });

  it('prefills the sections in words from the data', () => {
    const statement = entityStatement(input());
    const text = (id: string) => statement.sections.find((s) => s.id === id)!.text;
    expect(statement.lei).toBe(LEI);
    expect(text('lei')).toBe(LEI);
    expect(text('summary')).toBe(
      `Evergreen Capital Partners (LEI ${LEI}) considers principal adverse impacts of its investment decisions on sustainability factors. The present statement is the consolidated statement on principal adverse impacts on sustainability factors of Evergreen Capital Partners, covering Growth Fund I and fund 2. This statement on principal adverse impacts on sustainability factors covers the reference period from 1 January to 31 December 2025. In 2025 the carbon footprint of the investments was 50.00 tCO2e per EUR million invested (40.00 in 2024), on data covering 100.0% of the relevant investments by value.`,
    );
    expect(text('description')).toContain(
      "The figures are computed from the data 2 portfolio companies published for 2024 and 2025, reviewed and published through the platform, and from the funds' positions at 4 quarter ends. On average the data covers 80.0% of the relevant investments by value (from 60.0% to 100.0% across the indicators), and 12.5% of the covered value rests on estimates.",
    );
    expect(text('policies')).toMatch(
      /^The optional indicators considered are Investments in companies without carbon emission reduction initiatives \(Table 2, additional climate and other environment-related indicators\) and none \(Table 3/,
    );
    expect(text('policies')).toContain('[To be completed by the financial market participant:');
    expect(text('engagement')).toMatch(/^Actions taken and planned are recorded for one indicator \(T1-1a\)/);
    expect(text('historical')).toBe(
      'Compared with 2024: Carbon footprint: 50.00 against 40.00 tCO2e per EUR million invested (+25.0%).',
    );
    for (const s of statement.sections) expect(s).toMatchObject({ version: 0, text: s.prefilled });
  });

  it('shows a saved section instead of the prefilled one, and a first year says so', () => {
    const record: SfdrTextRecord = {
      id: 'pai-statement:1:2025:summary',
      document: 'pai-statement',
      ownerId: 1,
      year: 2025,
      sectionId: 'summary',
      text: 'Our own summary.',
      version: 2,
      updatedAt: '2026-01-11T00:00:00.000Z',
      updatedBy: 7,
    };
    const statement = entityStatement(
      input({ saved: new Map([['summary', { record, history: [] }]]), previous: [], previousLei: null }),
    );
    const summary = statement.sections.find((s) => s.id === 'summary')!;
    expect(summary).toMatchObject({ text: 'Our own summary.', version: 2, updatedBy: 7 });
    expect(summary.prefilled).toMatch(/^Evergreen Capital Partners considers/);
    expect(statement.lei).toBeNull();
    expect(statement.sections.find((s) => s.id === 'historical')!.text).toBe(
      '2025 is the first reference period with figures; the comparison with the previous period follows from the next statement.',
    );
    // The document marks what the GP has not reviewed, and not what it wrote.
    const marks = statementDocument(statement).blocks.filter((b) => b.kind === 'heading');
    expect(marks.find((b) => b.text === 'Summary')).not.toHaveProperty('marked', expect.any(String));
    expect(marks.find((b) => b.text === 'Engagement policies')).toHaveProperty(
      'marked',
      'Prefilled by the platform from its data; not yet reviewed by the financial market participant.',
    );
  });

  it('writes figures as numbers with their unit in the number format', () => {
    const table = statementDocument(entityStatement(input())).blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows[1][2]).toEqual({
      value: 50,
      text: '50.00 tCO2e per EUR million invested',
      format: '#,##0.00" tCO2e per EUR million invested"',
    });
  });

  it('checks an LEI by its ISO 17442 check digits and names the files', () => {
    expect(isLei(LEI)).toBe(true);
    expect(isLei('529900T8BM49AURSDO56')).toBe(false);
    expect(isLei('529900t8bm49aursdo55')).toBe(false);
    expect(paiStatementFileName(2025, 'Evergreen Capital Partners', 'pdf')).toBe(
      'PAI-Statement-2025-Evergreen-Capital-Partners.pdf',
    );
  });
});
