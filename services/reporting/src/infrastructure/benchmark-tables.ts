/*
 * The benchmark read model's tables (issue 24, ADR 0171): real SQLite tables, one row per number a
 * company published (metric, period), with the peer dimensions the benchmark groups by resolved at that
 * period, so a peer group is one index range and its statistics one SQL aggregate.
 */

export const BENCHMARK_VALUES = 'benchmark_values';
export const BENCHMARK_INVESTORS = 'benchmark_investors';
export const BENCHMARK_PROFILES = 'benchmark_profiles';

export const BENCHMARK_READ_MODEL_DDL = [
  `CREATE TABLE IF NOT EXISTS ${BENCHMARK_VALUES} (
    metric_code TEXT NOT NULL,
    period TEXT NOT NULL,
    company_id INTEGER NOT NULL,
    value REAL NOT NULL,
    unit TEXT NOT NULL,
    quality TEXT,
    benchmarkable INTEGER NOT NULL,
    nace TEXT,
    section TEXT,
    country TEXT,
    region TEXT,
    size_band TEXT,
    revenue REAL,
    PRIMARY KEY (metric_code, period, company_id)
  ) WITHOUT ROWID`,
  // One index per rung of the widening ladder (division or section × country or region), each covering a
  // group's statistics (size band, then the value: with a size band the group's sorted values are an
  // index range); "all industries" has its own, and a company's own rows the last.
  `CREATE INDEX IF NOT EXISTS ix_benchmark_division_country ON ${BENCHMARK_VALUES} (metric_code, period, nace, country, size_band, value)`,
  `CREATE INDEX IF NOT EXISTS ix_benchmark_division_region ON ${BENCHMARK_VALUES} (metric_code, period, nace, region, size_band, value)`,
  `CREATE INDEX IF NOT EXISTS ix_benchmark_section_country ON ${BENCHMARK_VALUES} (metric_code, period, section, country, size_band, value)`,
  `CREATE INDEX IF NOT EXISTS ix_benchmark_section_region ON ${BENCHMARK_VALUES} (metric_code, period, section, region, size_band, value)`,
  `CREATE INDEX IF NOT EXISTS ix_benchmark_all ON ${BENCHMARK_VALUES} (metric_code, period, size_band, value)`,
  `CREATE INDEX IF NOT EXISTS ix_benchmark_company ON ${BENCHMARK_VALUES} (company_id, benchmarkable, period, metric_code, unit)`,
  `CREATE TABLE IF NOT EXISTS ${BENCHMARK_INVESTORS} (
    company_id INTEGER NOT NULL,
    investor_id INTEGER NOT NULL,
    PRIMARY KEY (company_id, investor_id)
  ) WITHOUT ROWID`,
  // The published profile values (company.nace, .country, .fte, .revenue) per period, as JSON text: the
  // profile of a company in a period it did not publish is resolved from them (attributeAt).
  `CREATE TABLE IF NOT EXISTS ${BENCHMARK_PROFILES} (
    company_id INTEGER NOT NULL,
    field TEXT NOT NULL,
    period TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (company_id, field, period)
  ) WITHOUT ROWID`,
];
