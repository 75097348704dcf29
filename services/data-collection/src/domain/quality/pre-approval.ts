import { createHash } from 'node:crypto';

/*
 * Risk-based pre-approval (issue 27 item 5, ADR 0186): when a company hands a response in, the values
 * without a flag waiting for the GP pass review on their own, except a sample a person checks. The sample
 * is drawn by a seeded, reproducible rank: the same response and settings always draw the same values, and
 * a larger share draws a superset of a smaller one (the ranks do not depend on the share).
 */

export type PreApprovalOutcome = 'approved' | 'sampled' | 'flagged';

/** A value waiting for review when the response is handed in. */
export interface PreApprovalCandidate {
  metricCode: string;
  valueVersionId: string;
  /** Flags on the value not yet resolved by the GP (open or explained). */
  waitingFlags: number;
}

export interface PreApprovalDecision {
  metricCode: string;
  valueVersionId: string;
  outcome: PreApprovalOutcome;
  /** Why, in words a reviewer and an auditor read. */
  reason: string;
}

export interface PreApprovalDraw {
  seed: string;
  samplePercent: number;
  /** Unflagged values the sample was drawn from. */
  unflagged: number;
  /** How many of them a person checks: ⌈unflagged × share⌉, so at least one whenever any. */
  sampleSize: number;
  decisions: PreApprovalDecision[];
}

/**
 * The seed of a response's draw: who asked whom for which framework and period. Stable for the response
 * (its id is not used, so the draw does not depend on how many responses a data folder holds).
 */
export function sampleSeed(response: {
  requesterCompanyId: number;
  companyId: number;
  standardId: number;
  period: string;
}): string {
  return `${response.requesterCompanyId}/${response.companyId}/${response.standardId}/${response.period}`;
}

/** A value's place in the draw: the first 32 bits of SHA-256 of `seed|metricCode`, as a whole number. */
export function drawRank(seed: string, metricCode: string): number {
  return parseInt(createHash('sha256').update(`${seed}|${metricCode}`).digest('hex').slice(0, 8), 16);
}

/** ⌈count × percent / 100⌉: a share of a handful of values still sends one to a person. */
export function sampleSize(count: number, samplePercent: number): number {
  return Math.ceil((count * samplePercent) / 100);
}

/** The metric codes drawn for a person's check: the `sampleSize` lowest ranks (ties by code). */
export function drawSample(seed: string, metricCodes: readonly string[], samplePercent: number): Set<string> {
  const ranked = [...new Set(metricCodes)]
    .map((code) => ({ code, rank: drawRank(seed, code) }))
    .sort((a, b) => a.rank - b.rank || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return new Set(ranked.slice(0, sampleSize(ranked.length, samplePercent)).map((r) => r.code));
}

/**
 * What happens to each value waiting for review: a value with a flag waiting for the GP waits for a person;
 * of the others, the drawn sample waits for a person and the rest are approved, each with its reason.
 */
export function preApprovalDecisions(input: {
  seed: string;
  samplePercent: number;
  candidates: readonly PreApprovalCandidate[];
}): PreApprovalDraw {
  const { seed, samplePercent, candidates } = input;
  const unflagged = candidates.filter((c) => c.waitingFlags === 0);
  const sample = drawSample(
    seed,
    unflagged.map((c) => c.metricCode),
    samplePercent,
  );
  const size = sample.size;
  const ofAll = `${size} of ${unflagged.length} unflagged value${unflagged.length === 1 ? '' : 's'}`;
  const decisions = candidates.map((c): PreApprovalDecision => {
    const base = { metricCode: c.metricCode, valueVersionId: c.valueVersionId };
    if (c.waitingFlags > 0)
      return {
        ...base,
        outcome: 'flagged',
        reason: `Waits for a person: ${c.waitingFlags === 1 ? 'a quality flag is' : `${c.waitingFlags} quality flags are`} still open, so it is not approved automatically`,
      };
    if (sample.has(c.metricCode))
      return {
        ...base,
        outcome: 'sampled',
        reason: `Drawn for a person's check: in the ${samplePercent} % sample (${ofAll}) of the automatic approval`,
      };
    return {
      ...base,
      outcome: 'approved',
      reason: `Approved automatically: no open quality flag, and not drawn in the ${samplePercent} % sample a person checks (${ofAll}; the draw is fixed by this response, so it repeats)`,
    };
  });
  return { seed, samplePercent, unflagged: unflagged.length, sampleSize: size, decisions };
}
