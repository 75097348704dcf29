import {
  drawRank,
  drawSample,
  preApprovalDecisions,
  sampleSeed,
  sampleSize,
} from '../src/domain/quality/pre-approval';

/**
 * Risk-based pre-approval's draw and decision (issue 27 item 5, ADR 0186). The ranks were computed by hand
 * with the shell, not by this code: `printf '1/2/1/2022|a.three' | sha256sum` → 0bcb8f52… = 197,889,874.
 *
 *   a.three 0bcb8f52 = 197,889,874   (1st)
 *   a.two   3f2032d2 = 1,059,074,770 (2nd)
 *   a.four  d2451bd3 = 3,527,744,467 (3rd)
 *   a.five  e821f118 = 3,894,538,520 (4th)
 *   a.one   fe6af039 = 4,268,421,177 (5th)
 */
describe('pre-approval draw', () => {
  const seed = '1/2/1/2022';
  const codes = ['a.one', 'a.two', 'a.three', 'a.four', 'a.five'];

  it('seeds the draw with who asked whom for which framework and period', () => {
    expect(sampleSeed({ requesterCompanyId: 1, companyId: 2, standardId: 1, period: '2022' })).toBe(seed);
  });

  it('ranks a value by the first 32 bits of SHA-256 of seed|code', () => {
    expect(drawRank(seed, 'a.three')).toBe(197_889_874);
    expect(drawRank(seed, 'a.two')).toBe(1_059_074_770);
    expect(drawRank(seed, 'a.four')).toBe(3_527_744_467);
    expect(drawRank(seed, 'a.five')).toBe(3_894_538_520);
    expect(drawRank(seed, 'a.one')).toBe(4_268_421_177);
  });

  it('sends ⌈count × share⌉ values to a person, at least one whenever any', () => {
    expect(sampleSize(5, 20)).toBe(1);
    expect(sampleSize(5, 50)).toBe(3); // 2.5 → 3
    expect(sampleSize(30, 20)).toBe(6);
    expect(sampleSize(1, 1)).toBe(1);
    expect(sampleSize(0, 20)).toBe(0);
    expect(sampleSize(7, 100)).toBe(7);
  });

  it('draws the lowest ranks: the same input draws the same sample, a larger share a superset', () => {
    expect([...drawSample(seed, codes, 20)]).toEqual(['a.three']);
    expect([...drawSample(seed, codes, 40)]).toEqual(['a.three', 'a.two']);
    expect([...drawSample(seed, codes, 50)]).toEqual(['a.three', 'a.two', 'a.four']);
    expect([...drawSample(seed, [...codes].reverse(), 40)]).toEqual(['a.three', 'a.two']);
    expect(drawSample(seed, codes, 100).size).toBe(5);
    // Another response (another period) draws another sample: 1/2/1/2023 ranks a.one first
    // (printf '1/2/1/2023|a.one' | sha256sum → 29b00295…, lowest of the five).
    expect([...drawSample('1/2/1/2023', codes, 20)]).toEqual(['a.one']);
  });

  it('approves the unflagged values not drawn, each with its reason; a flag or the draw keeps a value for a person', () => {
    const draw = preApprovalDecisions({
      seed,
      samplePercent: 20,
      candidates: codes.map((metricCode) => ({
        metricCode,
        valueVersionId: `v-${metricCode}`,
        waitingFlags: metricCode === 'a.two' ? 1 : 0,
      })),
    });
    // a.two is flagged: the draw is over the four others, ⌈4 × 20 %⌉ = 1 → a.three (lowest rank).
    expect(draw).toMatchObject({ seed, samplePercent: 20, unflagged: 4, sampleSize: 1 });
    expect(draw.decisions.map((d) => [d.metricCode, d.outcome])).toEqual([
      ['a.one', 'approved'],
      ['a.two', 'flagged'],
      ['a.three', 'sampled'],
      ['a.four', 'approved'],
      ['a.five', 'approved'],
    ]);
    const reason = (code: string) => draw.decisions.find((d) => d.metricCode === code)!.reason;
    expect(reason('a.one')).toBe(
      'Approved automatically: no open quality flag, and not drawn in the 20 % sample a person checks (1 of 4 unflagged values; the draw is fixed by this response, so it repeats)',
    );
    expect(reason('a.two')).toBe(
      'Waits for a person: a quality flag is still open, so it is not approved automatically',
    );
    expect(reason('a.three')).toBe(
      "Drawn for a person's check: in the 20 % sample (1 of 4 unflagged values) of the automatic approval",
    );
    expect(draw.decisions[0].valueVersionId).toBe('v-a.one');
  });

  it('approves nothing when every value is flagged, and sends every value to a person at 100 %', () => {
    const all = (waitingFlags: number, samplePercent: number) =>
      preApprovalDecisions({
        seed,
        samplePercent,
        candidates: codes.map((metricCode) => ({ metricCode, valueVersionId: 'v', waitingFlags })),
      }).decisions.map((d) => d.outcome);
    expect(all(2, 20)).toEqual(['flagged', 'flagged', 'flagged', 'flagged', 'flagged']);
    expect(all(0, 100)).toEqual(['sampled', 'sampled', 'sampled', 'sampled', 'sampled']);
  });
});
