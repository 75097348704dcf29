/**
 * The benchmark universe at scale (issue 24, ADR 0171): the benchmark read model against a hand-written SQL
 * query over one indexed table of the same rows, in the same run.
 *
 * Generator: BENCH_COMPANIES companies (default 10,000) × BENCH_METRICS metrics (default 200) × 10 periods,
 * with realistic shapes: company size log-normal (a few large, many small: FTE median ~60, long right
 * tail), metric values proportional to size with log-normal noise, 25 % of (company, metric) pairs never
 * reported and 10 % of the remaining (company, metric, period) values missing, 20 % of values estimates;
 * NACE, country and size band skewed (Zipf-like) so peer groups range from a handful to thousands.
 * Investors hold 100 companies each (investor 100001: the companies whose id is a multiple of 100 at 10,000).
 *
 * Ours: the read model's tables filled by the projection's own row builder (`benchmarkRows`, the profile
 * published as company.nace / .country / .fte / .revenue), then the real `portfolioBenchmark` and
 * `companyBenchmark` the endpoints call:
 * (a) GET /api/analysis/portfolios/100001/benchmark?metric=bench.metric_000&period=2025 — 100 companies,
 *     each on the widening ladder under the anonymity rule, internal positions, the map;
 * (b) GET /api/analysis/companies/{id}/benchmark?period=2025 — every metric of one company against its
 *     industry peers and the rest of its investor's portfolio.
 * Baseline: one indexed SQLite table of the same rows (metric, period, company, value, nace, country, size
 * band) and the cores of the two questions written by hand:
 * (a′) quartiles per NACE division for one metric and period, and the percentile rank of the 100 companies;
 * (b′) for every metric one company published in the period, its division peers' quartiles and its rank.
 * Target (issue 24): p95 (a) ≤ 250 ms and (b) ≤ 400 ms, each ≥ 0.5× the baseline (p95 baseline ÷ p95 ours).
 * p50 and p95 of BENCH_RUNS runs after a warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { benchmarkQuerySchema } from '@esg/contracts';
import { SqliteStore, sqlOf } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import {
  ANALYSIS_COMPANIES,
  benchmarkReadModel,
  benchmarkRows,
  companyBenchmark,
  portfolioBenchmark,
  reportingMigrations,
} from '@esg/reporting';
import { appendReport, fmt, machine } from './notifications-support/standalone';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const METRICS = Number(process.env.BENCH_METRICS ?? 200);
const PERIODS = ['2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'];
const PERIOD = '2025';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const NACE = ['C.20', 'C.10', 'C.26', 'D.35', 'H.49', 'J.62', 'G.47', 'F.41', 'M.70', 'K.64', 'C.29', 'Q.86'];
const COUNTRIES = ['DE', 'FR', 'NL', 'DK', 'SE', 'ES', 'IT', 'PL', 'US', 'CA', 'JP', 'BR'];

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/** Index i of n with probability ∝ 1 / (i + 1): a few large groups, many small. */
function zipf(rand: () => number, n: number): number {
  const total = Array.from({ length: n }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (let i = 0; i < n; i++) {
    r -= 1 / (i + 1);
    if (r <= 0) return i;
  }
  return n - 1;
}

const sizeBandOf = (fte: number) =>
  fte < 10 ? 'micro' : fte < 50 ? 'small' : fte < 250 ? 'medium' : 'large';

export interface Company {
  companyId: number;
  nace: string;
  country: string;
  fte: number;
  sizeBand: string;
}

/** The universe's companies: skewed sizes, industries and countries. */
export function generateCompanies(count: number, seed = 24): Company[] {
  const rand = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const fte = Math.max(1, Math.round(Math.exp(4.1 + 1.6 * normal(rand))));
    return {
      companyId: i + 1,
      nace: NACE[zipf(rand, NACE.length)],
      country: COUNTRIES[zipf(rand, COUNTRIES.length)],
      fte,
      sizeBand: sizeBandOf(fte),
    };
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
}

type Query = () => unknown;

function time(work: (i: number) => unknown): number[] {
  for (let i = 0; i < 3; i++) work(i);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    work(i);
    runs.push(performance.now() - t);
  }
  return runs.sort((a, b) => a - b);
}

async function timeAsync(work: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await work(i);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await work(i);
    runs.push(performance.now() - t);
  }
  return runs.sort((a, b) => a - b);
}

const GP_BASE = 100_000;
/** Investors of 100 companies each: investor 100001 holds the companies whose id is a multiple of their count. */
const INVESTORS = Math.max(1, Math.floor(COMPANIES / 100));
const investorOf = (companyId: number) => GP_BASE + 1 + (companyId % INVESTORS);
const PROFILE_UNITS: Record<string, string> = { 'company.fte': 'FTE', 'company.revenue': 'EUR' };

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'esg-bench-universe-'));
  const store = SqliteStore.open({ file: join(folder, 'reporting.db'), migrations: reportingMigrations });
  try {
    const db = new DatabaseSync(join(folder, 'baseline.db'));
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
    db.exec(`CREATE TABLE benchmark_values (
      metric_code TEXT NOT NULL, period TEXT NOT NULL, company_id INTEGER NOT NULL,
      value REAL NOT NULL, nace TEXT NOT NULL, country TEXT NOT NULL, size_band TEXT NOT NULL,
      quality TEXT NOT NULL, PRIMARY KEY (metric_code, period, company_id)) WITHOUT ROWID`);
    const companies = generateCompanies(COMPANIES);
    const rand = random(7);
    const scales = Array.from({ length: METRICS }, () => Math.exp(normal(rand) * 2));
    const codes = Array.from({ length: METRICS }, (_, m) => `bench.metric_${String(m).padStart(3, '0')}`);
    const insert = db.prepare('INSERT INTO benchmark_values VALUES (?, ?, ?, ?, ?, ?, ?, ?)');

    // The investors and their companies (the documents the endpoints read for names and portfolios).
    await store.transaction(async (tx) => {
      await tx.putMany(
        ANALYSIS_COMPANIES,
        Array.from({ length: INVESTORS }, (_, i) => ({
          id: String(GP_BASE + 1 + i),
          companyId: GP_BASE + 1 + i,
          name: `Investor ${i + 1}`,
          type: 'gp',
          parentId: null,
          contractType: null,
        })),
      );
      await tx.putMany(
        ANALYSIS_COMPANIES,
        companies.map((c) => ({
          id: String(c.companyId),
          companyId: c.companyId,
          name: `Company ${c.companyId}`,
          type: 'pc',
          parentId: investorOf(c.companyId),
          contractType: null,
        })),
      );
    });

    let rows = 0;
    let modelRows = 0;
    let baselineSeconds = 0;
    let modelSeconds = 0;
    for (let start = 0; start < companies.length; start += 250) {
      const batch = companies.slice(start, start + 250);
      const values = new Map<number, Array<Record<string, unknown>>>();
      for (const company of batch) {
        const own: Array<Record<string, unknown>> = [];
        const revenue = Math.round(company.fte * 150_000 * Math.exp(0.5 * normal(rand)));
        for (const period of PERIODS) {
          const profile: Array<[string, unknown]> = [
            ['company.nace', company.nace],
            ['company.country', company.country],
            ['company.fte', company.fte],
            ['company.revenue', revenue],
          ];
          for (const [metricCode, value] of profile)
            own.push({
              metricCode,
              period,
              value,
              unit: PROFILE_UNITS[metricCode] ?? '',
              quality: 'reported',
            });
        }
        for (let m = 0; m < METRICS; m++) {
          if (rand() < 0.25) continue;
          const base = scales[m] * company.fte * Math.exp(0.8 * normal(rand));
          for (const period of PERIODS) {
            if (rand() < 0.1) continue;
            const value = base * (1 + 0.05 * normal(rand));
            const quality = rand() < 0.2 ? 'estimated' : 'reported';
            own.push({ metricCode: codes[m], period, value, unit: 'tCO2e', quality });
          }
        }
        values.set(company.companyId, own);
      }
      let t = performance.now();
      db.exec('BEGIN');
      for (const company of batch)
        for (const v of values.get(company.companyId)!) {
          if (!(v.metricCode as string).startsWith('bench.')) continue;
          insert.run(
            v.metricCode as string,
            v.period as string,
            company.companyId,
            v.value as number,
            company.nace,
            company.country,
            company.sizeBand,
            v.quality as string,
          );
          rows += 1;
        }
      db.exec('COMMIT');
      baselineSeconds += (performance.now() - t) / 1000;
      t = performance.now();
      await store.transaction(async (tx) => {
        const model = benchmarkReadModel(tx)!;
        for (const company of batch) {
          const built = benchmarkRows(
            company.companyId,
            values
              .get(company.companyId)!
              .map((v) => ({ ...v, companyId: company.companyId }) as unknown as AnalysisValueLike),
          );
          model.replaceCompany(company.companyId, built.rows, built.profile);
          model.replaceInvestors(company.companyId, [investorOf(company.companyId)]);
          modelRows += built.rows.length;
        }
      });
      modelSeconds += (performance.now() - t) / 1000;
    }
    let t = performance.now();
    db.exec('CREATE INDEX ix_peer ON benchmark_values (metric_code, period, nace, value)');
    db.exec('CREATE INDEX ix_company ON benchmark_values (company_id, period)');
    baselineSeconds += (performance.now() - t) / 1000;
    t = performance.now();
    await store.transaction(async (tx) => {
      sqlOf(tx)!.run('ANALYZE');
    });
    modelSeconds += (performance.now() - t) / 1000;
    console.log(
      `loaded: baseline ${fmt(rows)} rows in ${fmt(baselineSeconds, 0)} s, read model ${fmt(modelRows)} rows in ${fmt(modelSeconds, 0)} s`,
    );

    const metric = codes[0];
    const portfolio = companies.filter((c) => c.companyId % Math.floor(COMPANIES / 100) === 0).slice(0, 100);
    const quartiles = db.prepare(`
      WITH ranked AS (
        SELECT nace, value, ROW_NUMBER() OVER (PARTITION BY nace ORDER BY value) - 1 AS i,
               COUNT(*) OVER (PARTITION BY nace) AS n
        FROM benchmark_values WHERE metric_code = ? AND period = ?)
      SELECT nace, n, i, value FROM ranked
      WHERE i IN (CAST((n - 1) * 0.25 AS INTEGER), CAST((n - 1) * 0.25 AS INTEGER) + 1,
                  CAST((n - 1) * 0.5 AS INTEGER), CAST((n - 1) * 0.5 AS INTEGER) + 1,
                  CAST((n - 1) * 0.75 AS INTEGER), CAST((n - 1) * 0.75 AS INTEGER) + 1)`);
    const rank = db.prepare(`
      SELECT p.company_id,
        (SELECT COUNT(*) FROM benchmark_values b WHERE b.metric_code = p.metric_code AND b.period = p.period
           AND b.nace = p.nace AND b.value < p.value) AS below,
        (SELECT COUNT(*) FROM benchmark_values b WHERE b.metric_code = p.metric_code AND b.period = p.period
           AND b.nace = p.nace AND b.value = p.value AND b.company_id <> p.company_id) AS equal
      FROM benchmark_values p
      WHERE p.metric_code = ? AND p.period = ? AND p.company_id IN (${portfolio.map(() => '?').join(',')})`);
    const ownMetrics = db.prepare(
      'SELECT metric_code, value, nace FROM benchmark_values WHERE company_id = ? AND period = ?',
    );
    const peerCount = db.prepare(
      `SELECT COUNT(*) AS n, SUM(value < ?) AS below FROM benchmark_values WHERE metric_code = ? AND period = ? AND nace = ?`,
    );
    const peerAt = db.prepare(
      'SELECT value FROM benchmark_values WHERE metric_code = ? AND period = ? AND nace = ? ORDER BY value LIMIT 2 OFFSET ?',
    );
    const portfolioBaseline: Query = () => {
      quartiles.all(metric, PERIOD);
      return rank.all(metric, PERIOD, ...portfolio.map((c) => c.companyId)).length;
    };
    const companyBaseline = (companyId: number) => {
      let answered = 0;
      for (const own of ownMetrics.all(companyId, PERIOD) as Array<{
        metric_code: string;
        value: number;
        nace: string;
      }>) {
        const { n } = peerCount.get(own.value, own.metric_code, PERIOD, own.nace) as { n: number };
        for (const p of [0.25, 0.5, 0.75])
          peerAt.all(own.metric_code, PERIOD, own.nace, Math.floor((n - 1) * p));
        answered += 1;
      }
      return answered;
    };

    const gp = investorOf(portfolio[0].companyId);
    const query = benchmarkQuerySchema.parse({ metric, period: PERIOD });
    const principal: Principal = {
      userId: 1,
      sessionId: 'bench',
      role: 'gp',
      permission: null,
      companyId: gp,
    };
    // Sanity before timing: the answers are what the screens show.
    const answer = await portfolioBenchmark(store, gp, query);
    const shown = answer.companies.filter((c) => c.industry.statistics !== null).length;
    const widened = answer.companies.filter((c) => c.industry.widened).length;
    if (answer.companies.length !== portfolio.length || shown === 0)
      throw new Error(`portfolio of ${answer.companies.length}, ${shown} with an industry statistic`);
    const one = await companyBenchmark(store, principal, portfolio[1].companyId, {
      period: PERIOD,
      size: query.size,
    });
    if (one.rows.length === 0 || one.rows.some((r) => r.internal === null))
      throw new Error(`company benchmark: ${one.rows.length} rows`);

    // Alternated in one run: ours, then the baseline, for each question.
    const a = await timeAsync(() => portfolioBenchmark(store, gp, query));
    const aBase = time(() => portfolioBaseline());
    const b = await timeAsync((i) =>
      companyBenchmark(store, principal, portfolio[i % portfolio.length].companyId, {
        period: PERIOD,
        size: query.size,
      }),
    );
    const bBase = time((i) => companyBaseline(portfolio[i % portfolio.length].companyId));
    db.close();
    const p = (ms: number[], q: number) => fmt(percentile(ms, q), 1);
    const ratio = (base: number[], ours: number[]) => percentile(base, 0.95) / percentile(ours, 0.95);
    const verdict = (ours: number[], base: number[], limit: number) =>
      percentile(ours, 0.95) <= limit && ratio(base, ours) >= 0.5 ? 'met' : 'not met';
    const lines = [
      `## Benchmark universe — ${new Date().toISOString()}`,
      '',
      `${fmt(COMPANIES)} companies × ${METRICS} metrics × ${PERIODS.length} periods: ${fmt(rows)} values (plus the four profile values per`,
      `company and period in the read model: ${fmt(modelRows)} rows), ${fmt(INVESTORS)} investors of 100 companies; ${machine()}. Loaded: baseline table`,
      `with its two indexes in ${fmt(baselineSeconds, 0)} s, the read model (six indexes, built by the projection's row builder) in ${fmt(modelSeconds, 0)} s.`,
      `(a) \`portfolioBenchmark\` for investor ${gp}, ${metric}, ${PERIOD}, size ${query.size}: 100 companies on the widening ladder (${shown}`,
      `with a shown industry statistic, ${widened} widened), internal positions, the map. (b) \`companyBenchmark\` of one of its`,
      `companies, every metric (${one.rows.length} rows), against industry peers and the rest of the portfolio. Baselines (a′), (b′):`,
      `the hand-written SQL cores over one indexed table (quartiles per NACE division and ranks; no anonymity rule, no widening, no`,
      `internal benchmark, no map). ${RUNS} runs each after a warm-up.`,
      '',
      '| Path | p50 ms | p95 ms |',
      '| --- | ---: | ---: |',
      `| (a) portfolio benchmark from the read model | ${p(a, 0.5)} | ${p(a, 0.95)} |`,
      `| (a′) hand-written SQL core | ${p(aBase, 0.5)} | ${p(aBase, 0.95)} |`,
      `| (b) company benchmark, every metric, from the read model | ${p(b, 0.5)} | ${p(b, 0.95)} |`,
      `| (b′) hand-written SQL core | ${p(bBase, 0.5)} | ${p(bBase, 0.95)} |`,
      '',
      `Ratio p95 (a′)/(a): **${fmt(ratio(aBase, a), 2)}**, (b′)/(b): **${fmt(ratio(bBase, b), 2)}**. Target p95 (a) ≤ 250 ms and ≥ 0.5×: ${verdict(a, aBase, 250)};`,
      `(b) ≤ 400 ms and ≥ 0.5×: ${verdict(b, bBase, 400)}.`,
    ];
    console.log(lines.join('\n'));
    appendReport(lines);
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

type AnalysisValueLike = Parameters<typeof benchmarkRows>[1][number];

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
