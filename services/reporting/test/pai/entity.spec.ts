import { entityQuarters } from '../../src/domain/pai/entity';
import { calculate, get } from './fixtures';

describe('the entity (all funds of the GP)', () => {
  /*
   * Fund I:  31 Dec: V_all 10M, company 1 (fossil) 4M.        30 Jun: V_all 8M, company 1 2M.
   * Fund II: 31 Dec: V_all 30M, company 2 (not fossil) 3M, company 1 6M.   (launched in the second half)
   * Entity:  30 Jun: 2M of 8M = 25%.   31 Dec: (4M + 6M) of 40M = 25%.   Year: (25 + 25) / 2 = 25%.
   * (Averaging the funds' yearly figures instead — Fund I (25 + 40) / 2 = 32.5, Fund II 20 — would give 26.25.)
   */
  const fundI = [
    { date: '2025-12-31', allInvestments: 10_000_000, positions: [{ companyId: 1, value: 4_000_000 }] },
    { date: '2025-06-30', allInvestments: 8_000_000, positions: [{ companyId: 1, value: 2_000_000 }] },
  ];
  const fundII = [
    {
      date: '2025-12-31',
      allInvestments: 30_000_000,
      positions: [
        { companyId: 2, value: 3_000_000 },
        { companyId: 1, value: 6_000_000 },
      ],
    },
  ];

  it('adds all investments and puts positions together per quarter end, in date order', () => {
    expect(entityQuarters([fundI, fundII])).toEqual([
      { date: '2025-06-30', allInvestments: 8_000_000, positions: [{ companyId: 1, value: 2_000_000 }] },
      {
        date: '2025-12-31',
        allInvestments: 40_000_000,
        positions: [
          { companyId: 1, value: 4_000_000 },
          { companyId: 2, value: 3_000_000 },
          { companyId: 1, value: 6_000_000 },
        ],
      },
    ]);
  });

  it('computes the entity figure from the combined positions', () => {
    const r = get(
      calculate({
        quarters: entityQuarters([fundI, fundII]),
        companies: [
          { id: 1, values: { 'env.fossil_fuel_sector': true } },
          { id: 2, values: { 'env.fossil_fuel_sector': false } },
        ],
        indicators: ['T1-4'],
      }),
      'T1-4',
    );
    expect(r.quarters.map((q) => q.value)).toEqual([25, 25]);
    expect(r.value).toBe(25);
  });

  it('does not change the funds it is given', () => {
    entityQuarters([fundI, fundII]);
    expect(fundI[0].positions).toHaveLength(1);
    expect(fundII[0].allInvestments).toBe(30_000_000);
  });
});
