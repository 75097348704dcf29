/**
 * The asset allocation and economic sectors of a periodic report (Annexes IV and V of Delegated Regulation
 * 2022/1288; issue 26), pure. Every share is of all investments, averaged over the quarter ends of the year
 * as the top investments are (a quarter end a holding was not held counts 0). The class of a holding (#1A,
 * #1B, #2) is the GP's; a holding without one is counted as unclassified and named, never put in a box.
 */
import {
  INSTRUMENT_LABELS,
  type Instrument,
  type InvestmentClass,
  type PeriodicAllocation,
  type PeriodicHolding,
} from '@esg/contracts';
import type { KeptPositions } from '../pai/statement';

type PositionSets = ReadonlyArray<Pick<KeptPositions, 'date' | 'allInvestments' | 'positions'>>;
type Position = KeptPositions['positions'][number];

export const SECTOR_NOT_REPORTED = 'Sector not reported';
export const NOT_ITEMISED = 'Not itemised in the positions';

/** A holding of the fund: a company, or an instrument and country (cash, a sovereign's bonds). */
export function holdingKey(p: Pick<Position, 'companyId' | 'instrument' | 'country'>): string {
  return p.companyId !== null ? `company:${p.companyId}` : `${p.instrument}:${p.country ?? ''}`;
}

/** What a position without a company is, in the sectors table: its instrument (Sovereign bond, Cash). */
const instrumentLabel = (instrument: string) => INSTRUMENT_LABELS[instrument as Instrument] ?? instrument;

export interface HoldingContext {
  names: ReadonlyMap<number, string>;
  /** The company's sector (its NACE section in words), or null when it has not reported its main activity. */
  sectorOf: (companyId: number) => string | null;
  classes: ReadonlyMap<string, { classification: InvestmentClass; updatedAt: string }>;
}

/** Every holding of the year with its average share of all investments, largest first (ties by name). */
export function holdingShares(sets: PositionSets, context: HoldingContext): PeriodicHolding[] {
  if (sets.length === 0) return [];
  const byKey = new Map<string, PeriodicHolding>();
  for (const set of sets)
    for (const p of set.positions) {
      const key = holdingKey(p);
      let entry = byKey.get(key);
      if (!entry) {
        const instrument = instrumentLabel(p.instrument);
        const sector = p.companyId !== null ? context.sectorOf(p.companyId) : instrument;
        const saved = context.classes.get(key);
        entry = {
          holding: key,
          name:
            p.companyId !== null
              ? (context.names.get(p.companyId) ?? `Company ${p.companyId}`)
              : `${instrument}${p.country ? ` (${p.country})` : ''}`,
          instrument,
          country: p.country,
          sector: sector ?? SECTOR_NOT_REPORTED,
          sectorKnown: sector !== null,
          share: 0,
          classification: saved?.classification ?? null,
          classifiedAt: saved?.updatedAt ?? null,
        };
        byKey.set(key, entry);
      }
      entry.share += p.value / set.allInvestments / sets.length;
    }
  return [...byKey.values()].sort((a, b) => b.share - a.share || a.name.localeCompare(b.name));
}

/** All investments less the positions recorded, averaged over the quarter ends (never below 0). */
export function notItemisedShare(sets: PositionSets): number {
  if (sets.length === 0) return 0;
  return sets.reduce((sum, set) => {
    const itemised = set.positions.reduce((s, p) => s + p.value, 0);
    return sum + Math.max(0, set.allInvestments - itemised) / set.allInvestments / sets.length;
  }, 0);
}

/**
 * The boxes of the diagram: #1A sustainable, #1B other E/S characteristics, #1 = #1A + #1B, #2 other; what
 * is unclassified or not itemised is shown beside them, so the shares always add up to 100 %.
 */
export function assetAllocation(
  holdings: readonly PeriodicHolding[],
  sets: PositionSets,
): PeriodicAllocation {
  const sum = (c: InvestmentClass | null) =>
    holdings.filter((h) => h.classification === c).reduce((s, h) => s + h.share, 0);
  const sustainable = sum('sustainable');
  const otherEs = sum('other_es');
  const notItemised = notItemisedShare(sets);
  const bySector = new Map<string, { sector: string; share: number; holdings: string[] }>();
  for (const h of holdings) {
    const row = bySector.get(h.sector) ?? { sector: h.sector, share: 0, holdings: [] };
    row.share += h.share;
    row.holdings.push(h.name);
    bySector.set(h.sector, row);
  }
  const sectors = [...bySector.values()].sort(
    (a, b) => b.share - a.share || a.sector.localeCompare(b.sector),
  );
  if (notItemised > 0) sectors.push({ sector: NOT_ITEMISED, share: notItemised, holdings: [] });
  return {
    aligned: sustainable + otherEs,
    sustainable,
    otherEs,
    other: sum('other'),
    unclassified: sum(null),
    notItemised,
    unclassifiedHoldings: holdings.filter((h) => h.classification === null).map((h) => h.name),
    holdings: [...holdings],
    sectors,
  };
}
