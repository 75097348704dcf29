import type { PaiQuarterInput } from './model';

/**
 * The quarters of the whole entity (all funds of a GP) from each fund's quarters: per quarter end, the
 * funds' current values of all investments added up and their positions put together. A fund without
 * positions at a date (launched later, closed earlier) adds nothing to that date. The entity's figures are
 * then computed from these quarters like a fund's: per quarter, then averaged (not an average of the funds'
 * figures, which would weigh a small fund like a large one).
 */
export function entityQuarters(funds: ReadonlyArray<readonly PaiQuarterInput[]>): PaiQuarterInput[] {
  const byDate = new Map<string, PaiQuarterInput & { positions: PaiQuarterInput['positions'][number][] }>();
  for (const quarters of funds)
    for (const q of quarters) {
      const entry = byDate.get(q.date) ?? { date: q.date, allInvestments: 0, positions: [] };
      entry.allInvestments += q.allInvestments;
      entry.positions.push(...q.positions);
      byDate.set(q.date, entry);
    }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
