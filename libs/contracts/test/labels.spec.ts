import { cycleYearLabel, periodLabel, sectionLabel, unlessRepeated } from '../src/labels';

describe('period labels (issue 29, item 2)', () => {
  it('reads a period as people do', () => {
    expect(periodLabel('2025')).toBe('2025');
    expect(periodLabel('2025-H1')).toBe('2025 H1');
    expect(periodLabel('2025-Q3')).toBe('2025 Q3');
  });

  it('names the year of an annual report, and the cycle of any other, never the code', () => {
    expect(cycleYearLabel('annually', 2026)).toBe('2026');
    expect(cycleYearLabel('Annually', 2026)).toBe('2026');
    expect(cycleYearLabel('quarterly', 2025)).toBe('2025, quarterly');
    expect(cycleYearLabel('6-monthly', 2025)).toBe('2025, 6-monthly');
  });
});

describe('section labels (issue 29, item 2)', () => {
  it('puts the reference before the title, once', () => {
    expect(sectionLabel({ ref: 'E1', title: 'Climate change' })).toBe('E1 Climate change');
    expect(sectionLabel({ ref: 'EDCI', title: 'EDCI core metrics' })).toBe('EDCI core metrics');
    expect(sectionLabel({ ref: 'PAI', title: 'PAI' })).toBe('PAI');
    expect(sectionLabel({ ref: null, title: 'Governance' })).toBe('Governance');
  });
});

describe('unlessRepeated (issue 29, item 2: a repeated sentence in the TCFD answers)', () => {
  it('leaves out a sentence that only repeats what was said', () => {
    const option = 'A board committee oversees climate-related issues through a defined process';
    expect(unlessRepeated(option, `${option}.`)).toBe('');
    expect(unlessRepeated(option, option.toUpperCase())).toBe('');
  });

  it('keeps a sentence that adds something', () => {
    expect(unlessRepeated('Annually', 'The board is informed once a year.')).toBe(
      'The board is informed once a year.',
    );
  });
});
