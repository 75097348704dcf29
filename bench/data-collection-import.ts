/**
 * ESG data collection benchmarks (docs/data-collection.md), the data-collection service in this
 * process with its real SQLite file and HTTP:
 *
 * 1. Import of a 10,000-value template (POST /responses/{id}/import: upload, hostile-file checks,
 *    exceljs parsing, validation of every row, one transaction writing a version and the current
 *    value per row, the outbox event) against raw inserts of the same rows (the value_versions and
 *    current_values documents the import wrote) into the same database with prepared statements in
 *    one transaction. Target: ≥ 0.30. The parse alone (exceljs streaming reader) is timed too.
 * 2. GET /responses/{id} of a 300-metric response (the whole questionnaire: tree, definitions,
 *    values, completion), p95 over sequential requests, against a bare read of the same 300
 *    current-value rows (prepared SELECT + JSON.parse).
 *
 * BENCH_VALUES (default 10,000) and BENCH_GETS (default 200) override the sizes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import ExcelJS from 'exceljs';
import type { FrameworkSection } from '@esg/contracts';
import { SqliteStore, inTransaction } from '@esg/persistence';
import { loadConfig, startHost, type DemoUser } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { dataCollectionMigrations, dataCollectionService, readTemplate } from '@esg/data-collection';
import { appendReport, fmt, machine } from './notifications-support/standalone';

const VALUES = Number(process.env.BENCH_VALUES ?? 10_000);
const GETS = Number(process.env.BENCH_GETS ?? 200);
const RUNS = 3;
const COMPANY = 501;
const USER: DemoUser = {
  id: 900,
  name: 'Bench User',
  email: 'bench@bench.test',
  role: 'pc',
  permission: null,
  company_id: COMPANY,
};

/** A synthetic framework of `count` metrics in sections of 100, for standard `standardId`. */
async function seedBenchFramework(store: SqliteStore, standardId: number, count: number): Promise<void> {
  const sections: FrameworkSection[] = [];
  await store.transaction(async (tx) => {
    for (let s = 0; s * 100 < count; s++) {
      const metrics = [];
      for (let i = s * 100; i < Math.min(count, (s + 1) * 100); i++) {
        const code = `bench.s${standardId}_m${String(i).padStart(5, '0')}`;
        await tx.put('metrics', {
          id: code,
          code,
          name: `Bench metric ${i}`,
          definition: `Synthetic emissions metric ${i}`,
          type: 'number',
          unit: 'tCO2e',
          acceptedUnits: ['tCO2e', 'kgCO2e', 'ktCO2e'],
          min: 0,
          max: null,
          allowedValues: null,
          maxLength: null,
          dataQualityScore: true,
          yearOnYearCheck: true,
          helpText: null,
          usedBy: [],
          source: 'bench',
        });
        metrics.push({
          code,
          ref: `B${i}`,
          label: null,
          required: true,
          tier: null,
          condition: null,
          inputUnit: null,
          options: null,
          multiple: false,
        });
      }
      sections.push({
        id: `bench-${s}`,
        ref: null,
        kind: 'section',
        title: `Section ${s}`,
        description: null,
        condition: null,
        metrics,
        sections: [],
      });
    }
    await tx.put('frameworks', {
      id: `${standardId}@bench`,
      standardId,
      name: `Bench ${count}`,
      version: 'bench',
      declaredVersion: 'bench',
      description: 'benchmark',
      source: { kind: 'product', files: [], publishedVersion: null, sha256: 'bench', note: null },
      tiers: null,
      sections,
      contentHash: `bench-${standardId}`,
      sequence: 1,
      storedAt: new Date().toISOString(),
    });
    await tx.put('standards', {
      id: String(standardId),
      standardId,
      name: `Bench ${count}`,
      selectable: false,
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-bench-dc-'));
  const file = join(dataDir, 'data-collection.db');
  try {
    const prepare = SqliteStore.open({ file, migrations: dataCollectionMigrations });
    await seedBenchFramework(prepare, 97, VALUES);
    await seedBenchFramework(prepare, 98, 300);
    await prepare.transaction(async (tx) => {
      await tx.put('companies', {
        id: String(COMPANY),
        companyId: COMPANY,
        name: 'Bench Company',
        type: 'pc',
        parent_id: null,
        contact_email: 'bench@bench.test',
        contract_type: 'standard',
        data_collection_duration: 'annually',
        auto_mail_flag: false,
        report_reminder_flag: false,
        auto_highlights_flag: false,
        gp_key: null,
        industry_id: null,
        number_of_pcs: 0,
        team_members: 0,
        number_of_contributors: 0,
        funds_manager: false,
        is_action_plan_enabled: false,
        company_standard_assignments: [{ standard_id: 97 }, { standard_id: 98 }],
      });
    });
    await prepare.close();

    const config = loadConfig('data-collection', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    });
    const host = await startHost({ name: 'data-collection', config, definitions: [dataCollectionService] });
    const auth = { authorization: `Bearer ${accessTokenFor(USER, config.jwtSecret)}` };
    const call = async (
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; json: { data: unknown } }> => {
      const response = await fetch(`${host.url}${path}`, {
        method,
        headers: { ...auth, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    };
    const request = async (standardId: number, period: string) => {
      const created = await call('POST', '/api/responses', {
        companyId: COMPANY,
        standardId,
        period,
        dueDate: '2030-01-01',
      });
      if (created.status !== 201) throw new Error(`request: ${JSON.stringify(created.json)}`);
      return (created.json.data as { id: number }).id;
    };
    const filledTemplate = async (id: number): Promise<Buffer> => {
      const response = await fetch(`${host.url}/api/responses/${id}/template.xlsx`, { headers: auth });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      workbook.getWorksheet('Values')!.eachRow((row, n) => {
        if (n > 1) row.getCell(6).value = Math.round((n * 1.37) % 5000) + 0.5;
      });
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const upload = async (id: number, data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([data]), 'filled.xlsx');
      const started = performance.now();
      const result = await call('POST', `/api/responses/${id}/import`, form);
      const seconds = (performance.now() - started) / 1000;
      if (result.status !== 201) throw new Error(`import: ${JSON.stringify(result.json).slice(0, 500)}`);
      return { seconds, applied: (result.json.data as { applied: number }).applied };
    };

    // 1. Import of VALUES values, RUNS times on fresh responses (periods two years apart: no year-on-year history).
    const imports: number[] = [];
    const parses: number[] = [];
    const raws: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const id = await request(97, String(2015 + 2 * run));
      const data = await filledTemplate(id);
      size = data.length;
      const parseStart = performance.now();
      await readTemplate(data);
      parses.push((performance.now() - parseStart) / 1000);
      const { seconds, applied } = await upload(id, data);
      if (applied !== VALUES) throw new Error(`applied ${applied} of ${VALUES}`);
      imports.push(seconds);

      // The rows this import wrote, deleted and inserted again raw into the same tables (same indexes).
      const db = new DatabaseSync(file);
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      const period = String(2015 + 2 * run);
      const tables = ['c_value_versions', 'c_current_values'].map((table) => ({
        table,
        rows: db
          .prepare(`SELECT id, body FROM ${table} WHERE json_extract(body, '$.period') = ?`)
          .all(period) as Array<{ id: string; body: string }>,
      }));
      for (const { table, rows } of tables) {
        const remove = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
        inTransaction(db, () => rows.forEach((row) => remove.run(row.id)));
      }
      const inserts = tables.map(({ table, rows }) => ({
        insert: db.prepare(`INSERT INTO ${table} (id, body) VALUES (?, ?)`),
        rows,
      }));
      const rawStart = performance.now();
      inTransaction(db, () => {
        for (const { insert, rows } of inserts) for (const row of rows) insert.run(row.id, row.body);
      });
      raws.push((performance.now() - rawStart) / 1000);
      db.close();
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const importSeconds = median(imports);
    const parseSeconds = median(parses);
    const rawSeconds = median(raws);
    const ratio = rawSeconds / importSeconds;
    const applyRatio = rawSeconds / Math.max(importSeconds - parseSeconds, 1e-9);

    // 2. GET of a 300-metric response.
    const id300 = await request(98, '2025');
    await upload(id300, await filledTemplate(id300));
    const latencies: number[] = [];
    for (let i = 0; i < GETS; i++) {
      const started = performance.now();
      const response = await fetch(`${host.url}/api/responses/${id300}`, { headers: auth });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${response.status}`);
      latencies.push(performance.now() - started);
    }
    await host.close();
    const db = new DatabaseSync(file, { readOnly: true });
    const select = db.prepare(
      `SELECT body FROM c_current_values WHERE json_extract(body, '$.companyId') = ? AND json_extract(body, '$.period') = ?`,
    );
    const bare: number[] = [];
    for (let i = 0; i < GETS; i++) {
      const started = performance.now();
      const rows = select.all(COMPANY, '2025') as Array<{ body: string }>;
      rows.map((r) => JSON.parse(r.body) as unknown);
      bare.push(performance.now() - started);
    }
    db.close();
    latencies.sort((a, b) => a - b);
    bare.sort((a, b) => a - b);
    const getP95 = percentile(latencies, 95);
    const bareP95 = percentile(bare, 95);

    console.log(
      `import ${importSeconds.toFixed(2)} s (parse ${parseSeconds.toFixed(2)} s), raw ${rawSeconds.toFixed(3)} s, ratio ${ratio.toFixed(2)} (target ≥ 0.30); GET p95 ${getP95.toFixed(1)} ms vs bare ${bareP95.toFixed(2)} ms`,
    );
    appendReport([
      `## Data collection: template import and response read — ${new Date().toISOString()}`,
      '',
      `Import: a ${fmt(VALUES)}-row response template (${fmt(size / 1024)} kB .xlsx) posted to \`POST /api/responses/{id}/import\` over HTTP`,
      `(multipart, hostile-file checks, exceljs streaming parse, every row validated, one transaction writing a version and the`,
      `current value per row plus the outbox event), median of ${RUNS} runs on fresh responses. Baseline: the same`,
      `${fmt(VALUES * 2)} rows (value versions and current values the import wrote) inserted raw with node:sqlite prepared`,
      `statements in one transaction into the same tables (same indexes) after deleting them. Read: \`GET /api/responses/{id}\` of a 300-metric response`,
      `(tree, definitions, values, completion), ${fmt(GETS)} sequential requests, against a bare prepared SELECT + JSON.parse of`,
      `the same 300 current-value rows. Machine: ${machine()}.`,
      '',
      '| Path | seconds (median) |',
      '| --- | ---: |',
      `| (a) import over HTTP, end to end | ${importSeconds.toFixed(3)} |`,
      `| … of which parsing the workbook (exceljs) | ${parseSeconds.toFixed(3)} |`,
      `| (b) baseline: raw inserts of the same rows | ${rawSeconds.toFixed(3)} |`,
      '',
      `Ratio (b)/(a): **${ratio.toFixed(2)}** end to end (target ≥ 0.30); without the parse, (b)/(a − parse): **${applyRatio.toFixed(2)}**.`,
      '',
      '| Read | p50 ms | p95 ms |',
      '| --- | ---: | ---: |',
      `| (c) GET /api/responses/{id}, 300 metrics | ${percentile(latencies, 50).toFixed(2)} | ${getP95.toFixed(2)} |`,
      `| (d) bare SQLite read of the same rows | ${percentile(bare, 50).toFixed(3)} | ${bareP95.toFixed(3)} |`,
      '',
      `Ratio p95 (d)/(c): **${(bareP95 / getP95).toFixed(3)}** (no target set; recorded as the baseline for later work).`,
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
