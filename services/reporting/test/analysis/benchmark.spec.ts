import {
  benchmark,
  checkAnonymity,
  peerStatistics,
  percentileRank,
  quantile,
  sizeBandOf,
  type Peer,
} from '../../src/domain/analysis';

const peer = (companyId: number, investor: number, value: number, nace = 'C.20', country = 'DK'): Peer => ({
  companyId,
  investorIds: [investor],
  value,
  nace,
  country,
  sizeBand: null,
});
const REGIONS: Record<string, string> = {
  DK: 'Northern Europe',
  SE: 'Northern Europe',
  DE: 'Western Europe',
};
const regionOf = (c: string) => REGIONS[c] ?? null;

describe('the anonymity rule at its edges', () => {
  it('4 peers fail, 5 from 3 investors with equal weights pass', () => {
    const four = [peer(1, 10, 10), peer(2, 11, 10), peer(3, 12, 10), peer(4, 12, 10)];
    expect(checkAnonymity(four)).toMatchObject({
      passes: false,
      companies: 4,
      reasons: ['4 companies (at least 5 needed)'],
    });
    const five = [...four, peer(5, 10, 10)];
    expect(checkAnonymity(five)).toMatchObject({
      passes: true,
      companies: 5,
      investors: 3,
      maxShare: 0.2,
      reasons: [],
    });
  });

  it('5 peers from 2 investors fail', () => {
    const c = checkAnonymity([
      peer(1, 10, 1),
      peer(2, 11, 1),
      peer(3, 10, 1),
      peer(4, 11, 1),
      peer(5, 10, 1),
    ]);
    expect(c.passes).toBe(false);
    expect(c.reasons).toEqual(['2 investors (at least 3 needed)']);
  });

  it('one peer over 25 % fails; exactly 25 % passes', () => {
    // 10,10,10,10,20: 20 ÷ 60 = 33.3 %.
    const over = checkAnonymity([
      peer(1, 10, 10),
      peer(2, 11, 10),
      peer(3, 12, 10),
      peer(4, 10, 10),
      peer(5, 11, 20),
    ]);
    expect(over.passes).toBe(false);
    expect(over.maxShare).toBeCloseTo(1 / 3, 12);
    expect(over.reasons).toEqual(['one company weighs 33.3 % of the total (at most 25 %)']);
    // Seven peers of 3 and one of 7: 7 ÷ 28 = 25 % exactly.
    const edge = [1, 2, 3, 4, 5, 6, 7].map((i) => peer(i, 10 + (i % 3), 3)).concat(peer(8, 10, 7));
    expect(checkAnonymity(edge)).toMatchObject({ passes: true, maxShare: 0.25 });
  });

  it('all zero values weigh 1/n each', () => {
    expect(checkAnonymity([1, 2, 3, 4, 5].map((i) => peer(i, i, 0))).maxShare).toBe(0.2);
  });
});

describe('peer statistics (hand-computed)', () => {
  it('quartiles by linear interpolation and the mid-rank percentile', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(percentileRank([1, 2, 3, 4], 3)).toBe(62.5);
    expect(percentileRank([1, 2, 3, 4], 10)).toBe(100);
    expect(peerStatistics([5, 1, 3], 4)).toEqual({
      peers: 3,
      q1: 2,
      median: 3,
      q3: 4,
      mean: 3,
      percentile: 200 / 3,
    });
  });

  it('size bands', () => {
    expect(sizeBandOf(9)).toBe('micro (<10 FTE)');
    expect(sizeBandOf(10)).toBe('small (10–49 FTE)');
    expect(sizeBandOf(249.5)).toBe('medium (50–249 FTE)');
    expect(sizeBandOf(250)).toBe('large (≥250 FTE)');
    expect(sizeBandOf(null)).toBeNull();
  });
});

describe('widening the peer group', () => {
  const subject = { companyId: 100, value: 12 };
  const criteria = { nace: 'C.20', country: 'DK', sizeBand: null };

  it('country → region when the country has too few peers, and says so', () => {
    const peers = [
      peer(100, 10, 12), // the subject itself: never its own peer
      peer(1, 10, 10),
      peer(2, 11, 10),
      peer(3, 12, 10),
      peer(4, 11, 12, 'C.20', 'SE'),
      peer(5, 12, 14, 'C.20', 'SE'),
      peer(6, 13, 99, 'C.20', 'DE'),
    ];
    const r = benchmark(subject, peers, criteria, regionOf);
    expect(r.level).toEqual({ industry: 'division', geography: 'region' });
    expect(r.label).toBe('NACE C.20, Northern Europe');
    expect(r.widened).toBe(true);
    expect(r.steps[0]).toMatchObject({ label: 'NACE C.20, DK', check: { companies: 3, passes: false } });
    // Peers 10,10,10,12,14 (14 ÷ 56 = 25 %: allowed): q1 10, median 10, q3 12, mean 11.2; 12 is above three
    // and equal to one of five → (3 + ½) ÷ 5 = 70.
    expect(r.statistics).toEqual({ peers: 5, q1: 10, median: 10, q3: 12, mean: 11.2, percentile: 70 });
  });

  it('division → section once geography is exhausted', () => {
    const peers = [
      peer(1, 10, 10, 'C.20', 'DE'),
      peer(2, 11, 10, 'C.21', 'DK'),
      peer(3, 12, 10, 'C.22', 'DK'),
      peer(4, 11, 10, 'C.10', 'DK'),
      peer(5, 12, 10, 'C.11', 'DK'),
    ];
    const r = benchmark(subject, peers, criteria, regionOf);
    // Division DK: 0, division Northern Europe: 0, division anywhere: 1 → section C in DK: 4 → section C in the
    // region: 4 → section C anywhere: 5 from 3 investors.
    expect(r.steps.map((s) => s.check.companies)).toEqual([0, 0, 1, 4, 4, 5]);
    expect(r.level).toEqual({ industry: 'section', geography: 'all' });
  });

  it('shows nothing when even everyone fails', () => {
    const r = benchmark(subject, [peer(1, 10, 1), peer(2, 10, 1)], criteria, regionOf);
    expect(r).toMatchObject({ level: null, statistics: null });
    expect(r.steps).toHaveLength(7);
  });
});
