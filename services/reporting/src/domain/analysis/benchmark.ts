/*
 * Benchmarks (issue 12, ADR 0041): a company's value against peers, with the anonymity rule that decides
 * whether a statistic may be shown, and the widening of the peer group when it may not. Pure.
 */

/** Minimum peers, distinct investors, and the largest share one company may weigh (spec of issue 12). */
export const ANONYMITY = { minCompanies: 5, minInvestors: 3, maxShare: 0.25 } as const;

export interface Peer {
  companyId: number;
  /** The investors (GPs) holding the company: its parent and the managers of the funds holding it. */
  investorIds: readonly number[];
  value: number;
  /** NACE Rev. 2 `<section>.<division>`, e.g. C.20. */
  nace: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  sizeBand: string | null;
}

export interface AnonymityCheck {
  passes: boolean;
  companies: number;
  investors: number;
  /** The largest share of one company in Σ |value| (1/n when every value is 0). */
  maxShare: number | null;
  /** Why it fails, in the words the screen shows; empty when it passes. */
  reasons: string[];
}

/**
 * A statistic over peers may be shown only when at least 5 companies from at least 3 different investors
 * contribute and no single company weighs more than 25 % of the total.
 */
export function checkAnonymity(peers: readonly Peer[]): AnonymityCheck {
  const companies = peers.length;
  const investors = new Set(peers.flatMap((p) => p.investorIds)).size;
  const total = peers.reduce((s, p) => s + Math.abs(p.value), 0);
  const largest = companies === 0 ? 0 : Math.max(...peers.map((p) => Math.abs(p.value)));
  return anonymityOf({ companies, investors, total, largest });
}

/**
 * The same rule from a group's counts and sums, as a store computes them (ADR 0171): companies, distinct
 * investors, Σ |value| and the largest |value|.
 */
export function anonymityOf(group: {
  companies: number;
  investors: number;
  total: number;
  largest: number;
}): AnonymityCheck {
  const { companies, investors, total } = group;
  const maxShare = companies === 0 ? null : total === 0 ? 1 / companies : group.largest / total;
  const reasons: string[] = [];
  if (companies < ANONYMITY.minCompanies)
    reasons.push(`${companies} ${companies === 1 ? 'company' : 'companies'} (at least 5 needed)`);
  if (investors < ANONYMITY.minInvestors)
    reasons.push(`${investors} ${investors === 1 ? 'investor' : 'investors'} (at least 3 needed)`);
  if (maxShare !== null && maxShare > ANONYMITY.maxShare)
    reasons.push(`one company weighs ${(maxShare * 100).toFixed(1)} % of the total (at most 25 %)`);
  return { passes: reasons.length === 0, companies, investors, maxShare, reasons };
}

/** Quantile with linear interpolation between closest ranks (Excel PERCENTILE.INC, R type 7). */
export function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Percentile rank of x among values: 100 × (values below + ½ × values equal) ÷ n (mid-rank). */
export function percentileRank(values: readonly number[], x: number): number | null {
  if (values.length === 0) return null;
  const below = values.filter((v) => v < x).length;
  const equal = values.filter((v) => v === x).length;
  return (100 * (below + equal / 2)) / values.length;
}

export interface PeerStatistics {
  peers: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
  mean: number | null;
  /** The subject's position among the peers (0–100), null without a subject value. */
  percentile: number | null;
}

export function peerStatistics(values: readonly number[], subject: number | null): PeerStatistics {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    peers: sorted.length,
    q1: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    q3: quantile(sorted, 0.75),
    mean: sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : null,
    percentile: subject === null ? null : percentileRank(sorted, subject),
  };
}

export type IndustryLevel = 'division' | 'section' | 'all';
export type GeographyLevel = 'country' | 'region' | 'all';

export interface PeerLevel {
  industry: IndustryLevel;
  geography: GeographyLevel;
}

/** The widening ladder: country → region → all within the division, then the same within the section, then everyone. */
export const PEER_LADDER: readonly PeerLevel[] = [
  { industry: 'division', geography: 'country' },
  { industry: 'division', geography: 'region' },
  { industry: 'division', geography: 'all' },
  { industry: 'section', geography: 'country' },
  { industry: 'section', geography: 'region' },
  { industry: 'section', geography: 'all' },
  { industry: 'all', geography: 'all' },
];

export interface PeerCriteria {
  /** `C.20` (division) — its section is the letter before the dot. */
  nace: string | null;
  country: string | null;
  /** Restricts to one size band at every level (null: any size). */
  sizeBand: string | null;
}

export const sectionOf = (nace: string | null): string | null => (nace ? nace.split('.')[0] : null);

export function levelLabel(
  level: PeerLevel,
  criteria: PeerCriteria,
  regionOf: (c: string) => string | null,
): string {
  const industry =
    level.industry === 'division'
      ? `NACE ${criteria.nace}`
      : level.industry === 'section'
        ? `NACE section ${sectionOf(criteria.nace)}`
        : 'all industries';
  const geography =
    level.geography === 'country'
      ? (criteria.country ?? 'any country')
      : level.geography === 'region'
        ? (criteria.country && regionOf(criteria.country)) || 'any region'
        : 'all countries';
  return `${industry}, ${geography}${criteria.sizeBand ? `, ${criteria.sizeBand}` : ''}`;
}

export function matchesLevel(
  peer: Peer,
  level: PeerLevel,
  criteria: PeerCriteria,
  regionOf: (country: string) => string | null,
): boolean {
  if (criteria.sizeBand && peer.sizeBand !== criteria.sizeBand) return false;
  if (level.industry === 'division' && (!criteria.nace || peer.nace !== criteria.nace)) return false;
  if (level.industry === 'section') {
    const section = sectionOf(criteria.nace);
    if (!section || sectionOf(peer.nace) !== section) return false;
  }
  if (level.geography === 'country' && (!criteria.country || peer.country !== criteria.country)) return false;
  if (level.geography === 'region') {
    const region = criteria.country ? regionOf(criteria.country) : null;
    if (!region || !peer.country || regionOf(peer.country) !== region) return false;
  }
  return true;
}

export interface BenchmarkStep {
  level: PeerLevel;
  label: string;
  check: AnonymityCheck;
}

export interface BenchmarkResult {
  /** The level whose statistics are shown; null when even the widest group fails the rule. */
  level: PeerLevel | null;
  label: string | null;
  /** Every level tried, in order, with why it failed: what the screen tells. */
  steps: BenchmarkStep[];
  widened: boolean;
  statistics: PeerStatistics | null;
}

/**
 * Benchmarks the subject (excluded from its peers) against the narrowest group of the ladder that passes
 * the anonymity rule. A group that fails shows nothing but its counts.
 */
export function benchmark(
  subject: { companyId: number; value: number | null },
  candidates: readonly Peer[],
  criteria: PeerCriteria,
  regionOf: (country: string) => string | null,
  ladder: readonly PeerLevel[] = PEER_LADDER,
): BenchmarkResult {
  const others = candidates.filter((p) => p.companyId !== subject.companyId);
  const steps: BenchmarkStep[] = [];
  for (const level of ladder) {
    const peers = others.filter((p) => matchesLevel(p, level, criteria, regionOf));
    const check = checkAnonymity(peers);
    const label = levelLabel(level, criteria, regionOf);
    steps.push({ level, label, check });
    if (check.passes)
      return {
        level,
        label,
        steps,
        widened: steps.length > 1,
        statistics: peerStatistics(
          peers.map((p) => p.value),
          subject.value,
        ),
      };
  }
  return { level: null, label: null, steps, widened: steps.length > 1, statistics: null };
}

/** Size bands by full-time equivalents (EU SME definition: micro < 10, small < 50, medium < 250). */
export function sizeBandOf(fte: number | null): string | null {
  if (fte === null || !Number.isFinite(fte) || fte < 0) return null;
  if (fte < 10) return 'micro (<10 FTE)';
  if (fte < 50) return 'small (10–49 FTE)';
  if (fte < 250) return 'medium (50–249 FTE)';
  return 'large (≥250 FTE)';
}
