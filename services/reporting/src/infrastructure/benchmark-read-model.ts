import { sqlOf, type DocumentReader, type SqlHandle, type SqlParam } from '@esg/persistence';
import { BENCHMARK_INVESTORS, BENCHMARK_PROFILES, BENCHMARK_VALUES } from './benchmark-tables';

/*
 * The benchmark read model's store port (issue 24, ADR 0171) and its SQLite adapter. The projection writes
 * one row per number a company published, with the peer dimensions resolved at that period; the
 * benchmark queries ask it for a peer group's counts, sums and sorted positions, each one SQL statement
 * over one index range, so nothing of the universe is read into JavaScript.
 */

/** One published number with the dimensions peers are grouped by. */
export interface BenchmarkRecord {
  metricCode: string;
  period: string;
  companyId: number;
  value: number;
  unit: string;
  quality: string | null;
  /** Additive or average (what a benchmark ranks); other numbers are kept for an explicit metric. */
  benchmarkable: boolean;
  nace: string | null;
  section: string | null;
  country: string | null;
  region: string | null;
  sizeBand: string | null;
  revenue: number | null;
}

/** A published profile value (company.nace, .country, .fte, .revenue) of a period. */
export interface ProfileEntry {
  companyId: number;
  field: string;
  period: string;
  value: unknown;
}

/** A peer group: one metric and period, the subject left out, and the dimensions of a ladder rung. */
export interface PeerGroup {
  metricCode: string;
  period: string;
  excludeCompanyId: number;
  nace?: string;
  section?: string;
  country?: string;
  region?: string;
  sizeBand?: string;
}

export interface GroupSummary {
  companies: number;
  investors: number;
  /** Σ |value| and the largest |value| (the anonymity rule's share). */
  total: number;
  largest: number;
  sum: number;
  /** Peers below and equal to the subject's value (0 without one). */
  below: number;
  equal: number;
}

export interface CountrySummary {
  country: string | null;
  companies: number;
  investors: number;
  total: number;
  largest: number;
  sections: string[];
  /** The two middle values (equal when the count is odd) of the values and of the known revenues. */
  valueLo: number;
  valueHi: number;
  revenueLo: number | null;
  revenueHi: number | null;
}

export interface StoredValueRow {
  companyId: number;
  metricCode: string;
  period: string;
  value: number;
  unit: string;
  quality: string | null;
  benchmarkable: boolean;
}

export interface BenchmarkReadModel {
  /** Replaces every row of a company (all periods) and its profile history. */
  replaceCompany(companyId: number, rows: readonly BenchmarkRecord[], profile: readonly ProfileEntry[]): void;
  replaceInvestors(companyId: number, investorIds: readonly number[]): void;
  clear(): void;
  /** No row in any table (a store that had the analysis read model before this one). */
  isEmpty(): boolean;

  /** Per period, how many of the companies published a benchmarkable number. */
  periodCoverageOf(companyIds: readonly number[]): Array<{ period: string; companies: number }>;
  /** The benchmarkable metrics the companies published in the period, with the first company's unit. */
  metricsOf(companyIds: readonly number[], period: string): Array<{ metricCode: string; unit: string }>;
  /** A company's numbers (every period). */
  valuesOfCompany(companyId: number): StoredValueRow[];
  /** The numbers of the companies in the period, for these metrics (all metrics when null). */
  valuesOf(
    companyIds: readonly number[],
    period: string,
    metricCodes: readonly string[] | null,
  ): StoredValueRow[];
  /** Whether anyone published a number of the metric in the period, and a sample unit. */
  sampleOf(metricCode: string, period: string): { unit: string } | null;
  profilesOf(companyIds: readonly number[]): ProfileEntry[];
  investorsOf(companyIds: readonly number[]): Map<number, number[]>;
  /** Counts and sums of a peer group, the subject's value placed among them. */
  summarize(group: PeerGroup, subjectValue: number | null): GroupSummary;
  /** The group's values at these 0-based positions of its ascending order. */
  valuesAt(group: PeerGroup, positions: readonly number[]): Map<number, number>;
  /** Per country, everyone's numbers of the metric and period but the given companies'. */
  countries(metricCode: string, period: string, excludeCompanyIds: readonly number[]): CountrySummary[];
  /** Every row of every table, in key order (rebuild equals live). */
  dump(): Record<string, unknown[]>;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The index whose leading columns are the group's: the planner would otherwise take the primary key. */
function indexOf(group: PeerGroup): string {
  if (group.nace !== undefined)
    return group.region !== undefined ? 'ix_benchmark_division_region' : 'ix_benchmark_division_country';
  if (group.section !== undefined)
    return group.region !== undefined ? 'ix_benchmark_section_region' : 'ix_benchmark_section_country';
  return 'ix_benchmark_all';
}

function groupWhere(group: PeerGroup): { sql: string; params: SqlParam[]; index: string } {
  const parts = ['v.metric_code = ?', 'v.period = ?', 'v.company_id <> ?'];
  const params: SqlParam[] = [group.metricCode, group.period, group.excludeCompanyId];
  for (const [column, value] of [
    ['nace', group.nace],
    ['section', group.section],
    ['country', group.country],
    ['region', group.region],
    ['size_band', group.sizeBand],
  ] as const)
    if (value !== undefined) {
      parts.push(`v.${column} = ?`);
      params.push(value);
    }
  return { sql: parts.join(' AND '), params, index: indexOf(group) };
}

const plain = <T>(rows: readonly T[]): T[] => rows.map((r) => ({ ...r }));

/** The SQLite adapter: plain SQL on the reader's (or the transaction's) connection. */
export class SqliteBenchmarkReadModel implements BenchmarkReadModel {
  constructor(private readonly sql: SqlHandle) {}

  replaceCompany(
    companyId: number,
    rows: readonly BenchmarkRecord[],
    profile: readonly ProfileEntry[],
  ): void {
    this.sql.run(`DELETE FROM ${BENCHMARK_VALUES} WHERE company_id = ?`, companyId);
    this.sql.run(`DELETE FROM ${BENCHMARK_PROFILES} WHERE company_id = ?`, companyId);
    for (const r of rows)
      this.sql.run(
        `INSERT INTO ${BENCHMARK_VALUES} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        r.metricCode,
        r.period,
        r.companyId,
        r.value,
        r.unit,
        r.quality,
        r.benchmarkable ? 1 : 0,
        r.nace,
        r.section,
        r.country,
        r.region,
        r.sizeBand,
        r.revenue,
      );
    for (const p of profile)
      this.sql.run(
        `INSERT INTO ${BENCHMARK_PROFILES} VALUES (?, ?, ?, ?)`,
        p.companyId,
        p.field,
        p.period,
        JSON.stringify(p.value),
      );
  }

  replaceInvestors(companyId: number, investorIds: readonly number[]): void {
    this.sql.run(`DELETE FROM ${BENCHMARK_INVESTORS} WHERE company_id = ?`, companyId);
    for (const id of new Set(investorIds))
      this.sql.run(`INSERT INTO ${BENCHMARK_INVESTORS} VALUES (?, ?)`, companyId, id);
  }

  clear(): void {
    for (const t of [BENCHMARK_VALUES, BENCHMARK_INVESTORS, BENCHMARK_PROFILES])
      this.sql.run(`DELETE FROM ${t}`);
  }

  isEmpty(): boolean {
    return [BENCHMARK_VALUES, BENCHMARK_INVESTORS, BENCHMARK_PROFILES].every(
      (t) => this.sql.get(`SELECT 1 AS one FROM ${t} LIMIT 1`) === undefined,
    );
  }

  periodCoverageOf(companyIds: readonly number[]): Array<{ period: string; companies: number }> {
    if (companyIds.length === 0) return [];
    return this.sql.all<{ period: string; companies: number }>(
      `SELECT period, COUNT(DISTINCT company_id) AS companies FROM ${BENCHMARK_VALUES} INDEXED BY ix_benchmark_company
       WHERE company_id IN (${placeholders(companyIds.length)}) AND benchmarkable = 1 GROUP BY period`,
      ...companyIds,
    );
  }

  metricsOf(companyIds: readonly number[], period: string): Array<{ metricCode: string; unit: string }> {
    if (companyIds.length === 0) return [];
    // The unit of the lowest company id that published the metric (SQLite's bare column of MIN()).
    return plain(
      this.sql.all<{ metricCode: string; unit: string; first: number }>(
        `SELECT metric_code AS metricCode, unit, MIN(company_id) AS first FROM ${BENCHMARK_VALUES}
         INDEXED BY ix_benchmark_company
         WHERE company_id IN (${placeholders(companyIds.length)}) AND period = ? AND benchmarkable = 1
         GROUP BY metric_code`,
        ...companyIds,
        period,
      ),
    ).map(({ metricCode, unit }) => ({ metricCode, unit }));
  }

  valuesOfCompany(companyId: number): StoredValueRow[] {
    return this.rows(`WHERE company_id = ?`, [companyId]);
  }

  valuesOf(
    companyIds: readonly number[],
    period: string,
    metricCodes: readonly string[] | null,
  ): StoredValueRow[] {
    if (companyIds.length === 0 || metricCodes?.length === 0) return [];
    const metrics = metricCodes ? ` AND metric_code IN (${placeholders(metricCodes.length)})` : '';
    return metricCodes?.length === 1
      ? this.rows(
          `WHERE metric_code = ? AND period = ? AND company_id IN (${placeholders(companyIds.length)})`,
          [metricCodes[0], period, ...companyIds],
        )
      : this.rows(
          `INDEXED BY ix_benchmark_company WHERE company_id IN (${placeholders(companyIds.length)}) AND period = ?${metrics}`,
          [...companyIds, period, ...(metricCodes ?? [])],
        );
  }

  private rows(where: string, params: SqlParam[]): StoredValueRow[] {
    return this.sql
      .all<Omit<StoredValueRow, 'benchmarkable'> & { benchmarkable: number }>(
        `SELECT company_id AS companyId, metric_code AS metricCode, period, value, unit, quality,
           benchmarkable FROM ${BENCHMARK_VALUES} ${where} ORDER BY company_id, period, metric_code`,
        ...params,
      )
      .map((r) => ({ ...r, benchmarkable: r.benchmarkable === 1 }));
  }

  sampleOf(metricCode: string, period: string): { unit: string } | null {
    const row = this.sql.get<{ unit: string }>(
      `SELECT unit FROM ${BENCHMARK_VALUES} WHERE metric_code = ? AND period = ? ORDER BY company_id LIMIT 1`,
      metricCode,
      period,
    );
    return row ? { unit: row.unit } : null;
  }

  profilesOf(companyIds: readonly number[]): ProfileEntry[] {
    if (companyIds.length === 0) return [];
    return this.sql
      .all<{ companyId: number; field: string; period: string; value: string }>(
        `SELECT company_id AS companyId, field, period, value FROM ${BENCHMARK_PROFILES}
         WHERE company_id IN (${placeholders(companyIds.length)})`,
        ...companyIds,
      )
      .map((r) => ({
        companyId: r.companyId,
        field: r.field,
        period: r.period,
        value: JSON.parse(r.value) as unknown,
      }));
  }

  investorsOf(companyIds: readonly number[]): Map<number, number[]> {
    const out = new Map<number, number[]>();
    if (companyIds.length === 0) return out;
    for (const r of this.sql.all<{ companyId: number; investorId: number }>(
      `SELECT company_id AS companyId, investor_id AS investorId FROM ${BENCHMARK_INVESTORS}
       WHERE company_id IN (${placeholders(companyIds.length)}) ORDER BY company_id, investor_id`,
      ...companyIds,
    ))
      out.set(r.companyId, [...(out.get(r.companyId) ?? []), r.investorId]);
    return out;
  }

  summarize(group: PeerGroup, subjectValue: number | null): GroupSummary {
    const w = groupWhere(group);
    const x = subjectValue ?? 0;
    const row = this.sql.get<GroupSummary>(
      `SELECT COUNT(*) AS companies, COALESCE(SUM(ABS(v.value)), 0) AS total,
         COALESCE(MAX(ABS(v.value)), 0) AS largest, COALESCE(SUM(v.value), 0) AS sum,
         COALESCE(SUM(v.value < ?), 0) AS below, COALESCE(SUM(v.value = ?), 0) AS equal,
         (SELECT COUNT(DISTINCT i.investor_id) FROM ${BENCHMARK_VALUES} v
            INDEXED BY ${w.index} JOIN ${BENCHMARK_INVESTORS} i ON i.company_id = v.company_id
            WHERE ${w.sql}) AS investors
       FROM ${BENCHMARK_VALUES} v INDEXED BY ${w.index} WHERE ${w.sql}`,
      x,
      x,
      ...w.params,
      ...w.params,
    )!;
    return { ...row };
  }

  valuesAt(group: PeerGroup, positions: readonly number[]): Map<number, number> {
    const out = new Map<number, number>();
    const wanted = [...new Set(positions)].sort((a, b) => a - b);
    if (wanted.length === 0) return out;
    const w = groupWhere(group);
    // The group's index range is already in value order: walk it to the last position asked, no further.
    const rows = this.sql.all<{ value: number }>(
      `SELECT v.value FROM ${BENCHMARK_VALUES} v INDEXED BY ${w.index} WHERE ${w.sql} ORDER BY v.value LIMIT ? OFFSET ?`,
      ...w.params,
      wanted[wanted.length - 1] - wanted[0] + 1,
      wanted[0],
    );
    for (const p of wanted) out.set(p, rows[p - wanted[0]].value);
    return out;
  }

  countries(metricCode: string, period: string, excludeCompanyIds: readonly number[]): CountrySummary[] {
    const not = excludeCompanyIds.length
      ? ` AND v.company_id NOT IN (${placeholders(excludeCompanyIds.length)})`
      : '';
    const params: SqlParam[] = [metricCode, period, ...excludeCompanyIds];
    const where = `v.metric_code = ? AND v.period = ?${not}`;
    const groups = this.sql.all<Omit<CountrySummary, 'sections'> & { sections: string | null }>(
      `WITH g AS (
         SELECT v.country, COUNT(*) AS companies, SUM(ABS(v.value)) AS total, MAX(ABS(v.value)) AS largest,
           GROUP_CONCAT(DISTINCT v.section) AS sections
         FROM ${BENCHMARK_VALUES} v WHERE ${where} GROUP BY v.country),
       inv AS (
         SELECT v.country, COUNT(DISTINCT i.investor_id) AS investors
         FROM ${BENCHMARK_VALUES} v JOIN ${BENCHMARK_INVESTORS} i ON i.company_id = v.company_id
         WHERE ${where} GROUP BY v.country),
       val AS (
         SELECT country, MIN(value) AS valueLo, MAX(value) AS valueHi FROM (
           SELECT v.country, v.value, ROW_NUMBER() OVER (PARTITION BY v.country ORDER BY v.value) - 1 AS i,
             COUNT(*) OVER (PARTITION BY v.country) AS n
           FROM ${BENCHMARK_VALUES} v WHERE ${where})
         WHERE i = (n - 1) / 2 OR i = n / 2 GROUP BY country),
       rev AS (
         SELECT country, MIN(revenue) AS revenueLo, MAX(revenue) AS revenueHi FROM (
           SELECT v.country, v.revenue, ROW_NUMBER() OVER (PARTITION BY v.country ORDER BY v.revenue) - 1 AS i,
             COUNT(*) OVER (PARTITION BY v.country) AS n
           FROM ${BENCHMARK_VALUES} v WHERE ${where} AND v.revenue IS NOT NULL)
         WHERE i = (n - 1) / 2 OR i = n / 2 GROUP BY country)
       SELECT g.country, g.companies, g.total, g.largest, g.sections, COALESCE(inv.investors, 0) AS investors,
         val.valueLo, val.valueHi, rev.revenueLo, rev.revenueHi
       FROM g LEFT JOIN inv ON inv.country IS g.country LEFT JOIN val ON val.country IS g.country
         LEFT JOIN rev ON rev.country IS g.country`,
      ...params,
      ...params,
      ...params,
      ...params,
    );
    return groups.map((g) => ({
      ...g,
      sections: g.sections ? g.sections.split(',') : [],
      revenueLo: g.revenueLo ?? null,
      revenueHi: g.revenueHi ?? null,
    }));
  }

  dump(): Record<string, unknown[]> {
    return {
      [BENCHMARK_VALUES]: plain(
        this.sql.all(`SELECT * FROM ${BENCHMARK_VALUES} ORDER BY metric_code, period, company_id`),
      ),
      [BENCHMARK_INVESTORS]: plain(
        this.sql.all(`SELECT * FROM ${BENCHMARK_INVESTORS} ORDER BY company_id, investor_id`),
      ),
      [BENCHMARK_PROFILES]: plain(
        this.sql.all(`SELECT * FROM ${BENCHMARK_PROFILES} ORDER BY company_id, field, period`),
      ),
    };
  }
}

/**
 * The benchmark read model of a reader or transaction: the SQLite adapter, or null on a store without one
 * (MongoDB: the benchmark answers from the analysis documents there, ADR 0171).
 */
export function benchmarkReadModel(reader: DocumentReader): BenchmarkReadModel | null {
  const sql = sqlOf(reader);
  return sql ? new SqliteBenchmarkReadModel(sql) : null;
}
