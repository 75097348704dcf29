/**
 * VSME Digital Template import (issue 25, ADR 0141), the data-collection service in this process with
 * its demo data, real SQLite file and HTTP:
 *
 * (a) EFRAG's filled 1.3.0 sample (842 defined names) posted to `POST /responses/{id}/import` of a
 *     fresh VSME response (both modules): upload checks, exceljs parse, every defined name mapped and
 *     checked as a typed value would be, one transaction writing the values, the outbox event;
 * (b) baseline: exceljs alone loading the same file with the import's load options (the parts no
 *     value lives in are not parsed, ADR 0141) and reading the cells of every defined name (each
 *     range's cells' values), nothing checked, nothing written;
 * (c) the same with exceljs's default load (every part parsed), for reference.
 *
 * Alternated (b, c, a) once per portfolio company of the demo (three fresh responses); medians.
 * Target: (b)/(a) ≥ 0.30.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { loadConfig, startHost, type DemoUser } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { dataCollectionService, VSME_LOAD_OPTIONS } from '@esg/data-collection';
import { appendReport, fmt, machine, root } from './notifications-support/standalone';

const SAMPLE = join(root, 'libs/reference-data/files/sources/vsme/VSME-Digital-Template-Sample-1.3.0.xlsx');
const VSME = 15;
/** Evergreen's portfolio companies in the demo data; each answers one fresh 2026 VSME response. */
const COMPANIES = [2, 3, 4];

/** Reads every cell of every defined name with exceljs alone: the floor of any defined-name import. */
async function readWithExcelJs(
  data: Uint8Array,
  options?: typeof VSME_LOAD_OPTIONS,
): Promise<{ names: number; cells: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer, options);
  let names = 0;
  let cells = 0;
  for (const { ranges } of workbook.definedNames.model as Array<{ name: string; ranges: string[] }>) {
    names += 1;
    for (const range of ranges) {
      const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/.exec(range);
      if (!match) continue;
      const sheet = workbook.getWorksheet(match[1]);
      if (!sheet) continue;
      const col = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
      const [c1, r1] = [col(match[2]), Number(match[3])];
      const [c2, r2] = match[4] ? [col(match[4]), Number(match[5])] : [c1, r1];
      for (let r = r1; r <= r2; r++)
        for (let c = c1; c <= c2; c++) {
          const cell = sheet.getCell(r, c);
          void (cell.result ?? cell.value);
          cells += 1;
        }
    }
  }
  return { names, cells };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-bench-vsme-'));
  try {
    const config = loadConfig('data-collection', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    const host = await startHost({ name: 'data-collection', config, definitions: [dataCollectionService] });
    const as = (who: string | DemoUser) => ({
      authorization: `Bearer ${accessTokenFor(who, config.jwtSecret)}`,
    });
    const call = async (who: string | DemoUser, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${host.url}${path}`, {
        method,
        headers: { ...as(who), ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    };
    // Evergreen (company 1) collects VSME, with the standards it already collects.
    const frameworks = await call('gp@demo.test', 'GET', '/api/frameworks');
    const used = (frameworks.json.data as Array<{ standardId: number; usedByCompany: boolean }>)
      .filter((f) => f.usedByCompany)
      .map((f) => f.standardId);
    const assigned = await call('admin@demo.test', 'PATCH', '/api/standard/assign/1', {
      selectedStandards: [...new Set([...used, VSME])],
    });
    if (assigned.status !== 200) throw new Error(`assign: ${JSON.stringify(assigned.json)}`);

    const data = readFileSync(SAMPLE);
    const imports: number[] = [];
    const baselines: number[] = [];
    const defaults: number[] = [];
    let read = { names: 0, cells: 0 };
    let applied = 0;
    for (const companyId of COMPANIES) {
      const created = await call('gp@demo.test', 'POST', '/api/responses', {
        companyId,
        standardId: VSME,
        period: '2026',
        dueDate: '2027-06-30',
        modules: ['comprehensive'],
      });
      if (created.status !== 201) throw new Error(`request: ${JSON.stringify(created.json)}`);
      const id = (created.json.data as { id: number }).id;

      const baselineStart = performance.now();
      read = await readWithExcelJs(data, VSME_LOAD_OPTIONS);
      baselines.push((performance.now() - baselineStart) / 1000);
      const defaultStart = performance.now();
      await readWithExcelJs(data);
      defaults.push((performance.now() - defaultStart) / 1000);

      // The company's own user (a pc of that company) uploads its template.
      const user: DemoUser = {
        id: 950 + companyId,
        name: 'Bench PC',
        email: `bench-${companyId}@bench.test`,
        role: 'pc',
        permission: null,
        company_id: companyId,
      };
      const form = new FormData();
      form.append('file', new Blob([data]), 'VSME.xlsx');
      const started = performance.now();
      const result = await call(user, 'POST', `/api/responses/${id}/import`, form);
      imports.push((performance.now() - started) / 1000);
      if (result.status !== 201) throw new Error(`import: ${JSON.stringify(result.json).slice(0, 500)}`);
      applied = (result.json.data as { applied: number }).applied;
    }
    await host.close();

    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const importSeconds = median(imports);
    const baselineSeconds = median(baselines);
    const ratio = baselineSeconds / importSeconds;
    const defaultSeconds = median(defaults);
    console.log(
      `VSME import ${importSeconds.toFixed(3)} s (${applied} values), exceljs alone ${baselineSeconds.toFixed(3)} s (default load ${defaultSeconds.toFixed(3)} s; ${read.names} names, ${read.cells} cells), ratio ${ratio.toFixed(2)} (target ≥ 0.30)`,
    );
    appendReport([
      `## VSME: Digital Template import — ${new Date().toISOString()}`,
      '',
      `EFRAG's filled VSME Digital Template 1.3.0 sample (${fmt(statSync(SAMPLE).size / 1024)} kB, ${read.names} defined names)`,
      'posted to `POST /api/responses/{id}/import` of a fresh VSME response (Basic and Comprehensive Module) over HTTP:',
      'upload checks, exceljs parse, every defined name mapped to its datapoint and checked as a typed value, one',
      `transaction writing the ${applied} values and the outbox event. Baseline: exceljs alone loading the same file and`,
      `reading the ${fmt(read.cells)} cells of its ${read.names} defined names (no checks, no writes), with the import's load options`,
      "(the parts no value lives in are not parsed, ADR 0141); for reference, the same with exceljs's default load. Alternated,",
      `baselines first, once per demo portfolio company (${COMPANIES.length} fresh responses); medians. Machine: ${machine()}.`,
      '',
      '| Path | seconds (median) |',
      '| --- | ---: |',
      `| (a) import over HTTP, end to end | ${importSeconds.toFixed(3)} |`,
      `| (b) baseline: exceljs reading every defined name's cells, the import's load options | ${baselineSeconds.toFixed(3)} |`,
      `| (c) for reference: the same with exceljs's default load | ${defaultSeconds.toFixed(3)} |`,
      '',
      `Ratio (b)/(a): **${ratio.toFixed(2)}** (target ≥ 0.30); (c)/(a): ${(defaultSeconds / importSeconds).toFixed(2)}. Runs: import ${imports.map((s) => s.toFixed(3)).join(', ')} s; (b) ${baselines.map((s) => s.toFixed(3)).join(', ')} s; (c) ${defaults.map((s) => s.toFixed(3)).join(', ')} s.`,
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
