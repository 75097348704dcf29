/**
 * The benchmark universe at scale (issue 24), first part: the data generator and the hand-written SQL
 * baseline the read model is to be measured against. NOT YET the read model itself (see the end).
 *
 * Generator: BENCH_COMPANIES companies (default 10,000) × BENCH_METRICS metrics (200) × 10 periods, with
 * realistic shapes: company size log-normal (a few large, many small: FTE median ~60, long right tail),
 * metric values proportional to size with log-normal noise, 25 % of (company, metric) pairs never reported
 * and 10 % of the remaining (company, metric, period) values missing, 20 % of values estimates; NACE, country
 * and size band skewed (Zipf-like) so peer groups range from a handful to thousands.
 *
 * Baseline: one indexed SQLite table of those rows, (metric, period, nace, country, value), and the cores of the
 * two benchmark questions written by hand:
 * (a) portfolio: quartiles per NACE division for one metric and period, and the percentile rank of each of
 *     100 portfolio companies among its division's peers;
 * (b) company: for every metric one company published in the period, its division peers' quartiles and its rank.
 * p50 and p95 of BENCH_RUNS runs after a warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fmt, machine } from './notifications-support/standalone';

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

function main(): void {
  const folder = mkdtempSync(join(tmpdir(), 'esg-bench-universe-'));
  try {
    const db = new DatabaseSync(join(folder, 'universe.db'));
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
    db.exec(`CREATE TABLE benchmark_values (
      metric_code TEXT NOT NULL, period TEXT NOT NULL, company_id INTEGER NOT NULL,
      value REAL NOT NULL, nace TEXT NOT NULL, country TEXT NOT NULL, size_band TEXT NOT NULL,
      quality TEXT NOT NULL, PRIMARY KEY (metric_code, period, company_id)) WITHOUT ROWID`);
    const companies = generateCompanies(COMPANIES);
    const rand = random(7);
    const insert = db.prepare('INSERT INTO benchmark_values VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const started = performance.now();
    let rows = 0;
    db.exec('BEGIN');
    for (let m = 0; m < METRICS; m++) {
      const code = `bench.metric_${String(m).padStart(3, '0')}`;
      const scale = Math.exp(normal(rand) * 2);
      for (const company of companies) {
        if (rand() < 0.25) continue;
        const base = scale * company.fte * Math.exp(0.8 * normal(rand));
        for (const period of PERIODS) {
          if (rand() < 0.1) continue;
          const value = base * (1 + 0.05 * normal(rand));
          insert.run(
            code,
            period,
            company.companyId,
            value,
            company.nace,
            company.country,
            company.sizeBand,
            rand() < 0.2 ? 'estimated' : 'reported',
          );
          rows += 1;
        }
      }
    }
    db.exec('COMMIT');
    db.exec('CREATE INDEX ix_peer ON benchmark_values (metric_code, period, nace, value)');
    db.exec('CREATE INDEX ix_company ON benchmark_values (company_id, period)');
    const loadSeconds = (performance.now() - started) / 1000;

    const metric = 'bench.metric_000';
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

    const portfolioQuery = () => {
      quartiles.all(metric, PERIOD);
      return rank.all(metric, PERIOD, ...portfolio.map((c) => c.companyId)).length;
    };
    const companyQuery = (companyId: number) => {
      let answered = 0;
      for (const own of ownMetrics.all(companyId, PERIOD) as Array<{
        metric_code: string;
        value: number;
        nace: string;
      }>) {
        const { n } = peerCount.get(own.value, own.metric_code, PERIOD, own.nace) as {
          n: number;
          below: number;
        };
        for (const p of [0.25, 0.5, 0.75])
          peerAt.all(own.metric_code, PERIOD, own.nace, Math.floor((n - 1) * p));
        answered += 1;
      }
      return answered;
    };
    const time = (work: (i: number) => unknown) => {
      for (let i = 0; i < 3; i++) work(i);
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        work(i);
        runs.push(performance.now() - t);
      }
      return runs.sort((a, b) => a - b);
    };
    const a = time(() => portfolioQuery());
    const b = time((i) => companyQuery(portfolio[i % portfolio.length].companyId));
    db.close();
    console.log(
      [
        `Benchmark universe (issue 24, generator and SQL baseline only): ${fmt(COMPANIES)} companies × ${METRICS} metrics × ${PERIODS.length} periods = ${fmt(rows)} values, loaded and indexed in ${fmt(loadSeconds, 1)} s. Machine: ${machine()}.`,
        `(a) portfolio benchmark core in SQL (quartiles per NACE division + rank of ${portfolio.length} companies): p50 ${fmt(percentile(a, 0.5), 1)} ms, p95 ${fmt(percentile(a, 0.95), 1)} ms`,
        `(b) company benchmark core in SQL (every metric of one company, its division's quartiles and its rank): p50 ${fmt(percentile(b, 0.5), 1)} ms, p95 ${fmt(percentile(b, 0.95), 1)} ms`,
      ].join('\n'),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main();
