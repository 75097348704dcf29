import { aggregate, type AggregateInput } from '../../src/domain/analysis/aggregate';
import { inputsWithOverrides, overridesInForce, withOverride } from '../../src/domain/analysis/overrides';
import type { KeptOverride } from '../../src/domain/pai/statement';

/*
 * The analysis read model with a GP's overrides (issue 27, ADR 0184), by hand: three companies' scope 1 of
 * 2024 — 100, 300 and 600 tCO2e, weights 1, 1 and 2 (EUR million) — sum 1,000 t. Investor 1 overrides
 * company 3's 300 with 150: sum 100 + 150 + 600 = 850 t, simple mean 850 / 3 = 283.33 t, weighted mean
 * (100·1 + 150·1 + 600·2) / 4 = 1,450 / 4 = 362.5 t (was (100 + 300 + 1,200) / 4 = 400 t).
 */
const input = (companyId: number, value: number, weight: number): AggregateInput => ({
  companyId,
  value,
  weight,
  quality: 'reported',
  valueVersionId: `${companyId}-ghg.scope1-v1`,
});
const override = (
  over: Partial<KeptOverride & { active: boolean }> = {},
): KeptOverride & { active: boolean } => ({
  investorId: 1,
  companyId: 3,
  responseId: 30,
  period: '2024',
  metricCode: 'ghg.scope1',
  value: 150,
  unit: 'tCO2e',
  reason: 'Fuel invoices',
  byName: 'Grace Parker',
  at: '2026-11-29T05:00:00.000Z',
  active: true,
  ...over,
});
const inputs = [input(2, 100, 1), input(3, 300, 1), input(4, 600, 2)];
const units = new Map([2, 3, 4].map((id) => [id, { unit: 'tCO2e' }]));

describe('overrides in the analysis figures', () => {
  it("replaces the overridden company's input, names the original, and changes the figures by hand", () => {
    const used = inputsWithOverrides(inputs, units, '2024', 'ghg.scope1', overridesInForce(1, [override()]));
    expect(used.map((i) => i.value)).toEqual([100, 150, 600]);
    expect(used[1].override).toEqual({
      original: { value: 300, unit: 'tCO2e', valueVersionId: '3-ghg.scope1-v1' },
      reason: 'Fuel invoices',
      byName: 'Grace Parker',
      at: '2026-11-29T05:00:00.000Z',
    });
    expect(used[0].override).toBeUndefined();
    const before = aggregate('additive', inputs);
    const after = aggregate('additive', used);
    expect(before.sum).toBe(1000);
    expect(after.sum).toBe(850);
    expect(after.mean).toBeCloseTo(283.333, 3);
    expect(before.weightedMean).toBe(400);
    expect(after.weightedMean).toBe(362.5);
  });

  it("ignores another investor's override, a withdrawn one, another period and another metric", () => {
    for (const other of [
      override({ investorId: 9 }),
      override({ active: false }),
      override({ period: '2023' }),
      override({ metricCode: 'ghg.scope2_location' }),
    ]) {
      const used = inputsWithOverrides(inputs, units, '2024', 'ghg.scope1', overridesInForce(1, [other]));
      expect(used).toEqual(inputs);
    }
  });

  it("gives a company's value as the overriding investor reads it, and unchanged to anyone else", () => {
    const published = {
      companyId: 3,
      period: '2024',
      metricCode: 'ghg.scope1',
      value: 300,
      unit: 'tCO2e',
      valueVersionId: '3-ghg.scope1-v1',
      quality: 'reported' as const,
    };
    expect(withOverride(published, overridesInForce(1, [override()]))).toEqual({
      ...published,
      value: 150,
      override: expect.objectContaining({
        original: { value: 300, unit: 'tCO2e', valueVersionId: '3-ghg.scope1-v1' },
      }),
    });
    expect(withOverride(published, overridesInForce(2, [override()]))).toBe(published);
  });
});
