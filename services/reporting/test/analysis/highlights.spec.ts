import { improvementOf, leaderboard, rankMovers } from '../../src/domain/analysis';

describe('highlights (hand-computed)', () => {
  it('calls a fall of a lower-is-better metric and a rise of a higher-is-better one an improvement', () => {
    expect(improvementOf(-10, 'lower')).toBe('improved');
    expect(improvementOf(10, 'lower')).toBe('worsened');
    expect(improvementOf(5, 'higher')).toBe('improved');
    expect(improvementOf(-5, 'higher')).toBe('worsened');
    expect(improvementOf(0, 'higher')).toBe('unchanged');
  });

  it('ranks the movers of a lower-is-better metric, best first', () => {
    // Scope 1: A 1000 → 800 (−20 %), B 500 → 550 (+10 %), C 200 → 190 (−5 %), D 0 → 30 (no relative change).
    const { best, worst, all } = rankMovers(
      [
        { companyId: 1, name: 'A', current: 800, previous: 1000 },
        { companyId: 2, name: 'B', current: 550, previous: 500 },
        { companyId: 3, name: 'C', current: 190, previous: 200 },
        { companyId: 4, name: 'D', current: 30, previous: 0 },
      ],
      'lower',
    );
    expect(all.map((m) => [m.name, m.relative, m.improvement])).toEqual([
      ['A', -0.2, 'improved'],
      ['C', -0.05, 'improved'],
      ['B', 0.1, 'worsened'],
      ['D', null, 'worsened'],
    ]);
    expect(best).toMatchObject({ name: 'A', absolute: -200 });
    expect(worst).toMatchObject({ name: 'B', absolute: 50 });
  });

  it('has no best when nobody improved and no worst when nobody worsened', () => {
    // Renewable share (higher is better): 40 → 50 (+25 %), 20 → 30 (+50 %): both improved.
    const { best, worst, all } = rankMovers(
      [
        { companyId: 1, name: 'A', current: 50, previous: 40 },
        { companyId: 2, name: 'B', current: 30, previous: 20 },
      ],
      'higher',
    );
    expect(all.map((m) => m.name)).toEqual(['B', 'A']);
    expect(best?.name).toBe('B');
    expect(worst).toBeNull();
    expect(rankMovers([], 'lower')).toEqual({ best: null, worst: null, all: [] });
  });

  it('ranks companies by improvements minus setbacks', () => {
    const mover = (relative: number, improvement: 'improved' | 'worsened' | 'unchanged') => ({
      companyId: 0,
      name: '',
      current: 0,
      previous: 0,
      absolute: relative,
      relative,
      improvement,
    });
    const rows = leaderboard([
      {
        companyId: 1,
        name: 'Atlas',
        changes: [
          { metricCode: 'ghg.scope1', name: 'Scope 1', mover: mover(-0.1, 'improved') },
          { metricCode: 'soc.injuries', name: 'Injuries', mover: mover(0.3, 'worsened') },
        ],
      },
      {
        companyId: 2,
        name: 'Helios',
        changes: [
          { metricCode: 'ghg.scope1', name: 'Scope 1', mover: mover(-0.05, 'improved') },
          { metricCode: 'energy.renewable_share', name: 'Renewable', mover: mover(0.4, 'improved') },
          { metricCode: 'soc.injuries', name: 'Injuries', mover: mover(0, 'unchanged') },
        ],
      },
      { companyId: 3, name: 'Boreal', changes: [] },
    ]);
    // Helios 2 − 0 = 2; Atlas 1 − 1 = 0; Boreal 0 − 0 = 0 (fewer improvements, after Atlas).
    expect(rows.map((r) => [r.name, r.improved, r.worsened, r.unchanged, r.score])).toEqual([
      ['Helios', 2, 0, 1, 2],
      ['Atlas', 1, 1, 0, 0],
      ['Boreal', 0, 0, 0, 0],
    ]);
    expect(rows[0].top).toEqual({ metricCode: 'energy.renewable_share', name: 'Renewable', relative: 0.4 });
    expect(rows[2].top).toBeNull();
  });
});
