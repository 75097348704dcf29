import { attributeAt, comparePeriods, mapPoints, type PlacedCompany } from '../../src/domain/analysis';

const POINTS: Record<string, { lat: number; lon: number }> = {
  DK: { lat: 56, lon: 9 },
  DE: { lat: 51, lon: 10 },
  FR: { lat: 46, lon: 2 },
};
const NAMES: Record<string, string> = { DK: 'Denmark', DE: 'Germany', FR: 'France' };
const SECTIONS: Record<string, string> = { C: 'Manufacturing', D: 'Electricity' };
const lookups = {
  pointOf: (c: string | null) => (c ? (POINTS[c] ?? null) : null),
  countryName: (c: string | null) => (c ? (NAMES[c] ?? c) : null),
  sectionLabel: (s: string | null) => (s ? (SECTIONS[s] ?? s) : null),
};
const company = (
  companyId: number,
  investor: number,
  value: number | null,
  country: string | null,
  revenue: number | null = null,
  nace = 'C.20',
): PlacedCompany => ({
  companyId,
  name: `Company ${companyId}`,
  value,
  investorIds: [investor],
  nace,
  country,
  revenue,
});

describe('the map bubble chart (spec 2.10)', () => {
  /*
   * Mine: 1 in Denmark (D.35, €95m, z 850) and 2 without a country.
   * Germany: 5 companies of investors 10, 11, 12 valued 20, 22, 24, 26, 28 → Σ 120, largest 28 ÷ 120 = 23.3 %
   * (passes), median 24; revenues 1, 2, 3, 4 (one unknown) → median 2.5.
   * France: 4 companies → fails (at least 5 needed): not drawn. One company without a country: not drawn.
   */
  const mine = [company(1, 1, 850, 'DK', 95e6, 'D.35'), company(2, 1, 10, null)];
  const germany = [
    company(11, 10, 20, 'DE', 1),
    company(12, 11, 22, 'DE', 2),
    company(13, 12, 24, 'DE', 3),
    company(14, 10, 26, 'DE', 4),
    company(15, 11, 28, 'DE', null),
  ];
  const france = [21, 22, 23, 24].map((id, i) => company(id, 10 + i, 10, 'FR'));
  const others = [...mine, ...germany, ...france, company(31, 12, 5, null), company(32, 12, null, 'DE')];
  const { points, notes } = mapPoints(mine, others, lookups);

  it('draws each of my companies with name, sector, revenue, location and z', () => {
    expect(points.filter((p) => p.kind === 'mine')).toEqual([
      {
        key: 'mine:1',
        kind: 'mine',
        name: 'Company 1',
        sector: 'Electricity',
        revenue: 95e6,
        location: 'Denmark',
        z: 850,
        lat: 56,
        lon: 9,
        companyId: 1,
        companies: 1,
      },
    ]);
    expect(notes[0]).toBe('1 of your companies has no published country and is not drawn: Company 2.');
  });

  it('draws other investors only as a country group that passes the anonymity rule, with its medians', () => {
    expect(points.filter((p) => p.kind === 'benchmark')).toEqual([
      {
        key: 'benchmark:DE',
        kind: 'benchmark',
        name: '5 benchmark companies',
        sector: 'Manufacturing',
        revenue: 2.5,
        location: 'Germany',
        z: 24,
        lat: 51,
        lon: 10,
        companyId: null,
        companies: 5,
      },
    ]);
    expect(notes.slice(1)).toEqual([
      '4 benchmark companies in 1 country are not drawn: a country is drawn only when at least 5 companies from at least 3 investors contribute and none weighs more than 25 %.',
      '1 benchmark company has no published country and is not drawn.',
    ]);
  });

  it('hides a group of five where one company weighs more than 25 %', () => {
    const heavy = [
      company(41, 10, 10, 'FR'),
      company(42, 11, 10, 'FR'),
      company(43, 12, 10, 'FR'),
      company(44, 10, 10, 'FR'),
      company(45, 11, 20, 'FR'),
    ];
    // Σ 60, largest 20 ÷ 60 = 33.3 % > 25 %.
    expect(mapPoints([], heavy, lookups).points).toEqual([]);
  });
});

describe('a company profile value for a period', () => {
  const history = [
    { period: '2023', value: 'DK' },
    { period: '2025', value: 'SE' },
  ];
  it('takes the latest at or before the period, else the earliest after', () => {
    expect(attributeAt(history, '2024', comparePeriods)).toBe('DK');
    expect(attributeAt(history, '2025-Q1', comparePeriods)).toBe('DK');
    expect(attributeAt(history, '2025', comparePeriods)).toBe('SE');
    expect(attributeAt(history, '2026', comparePeriods)).toBe('SE');
    expect(attributeAt(history, '2022', comparePeriods)).toBe('DK');
    expect(attributeAt([], '2022', comparePeriods)).toBeNull();
  });
});
