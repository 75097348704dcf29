/**
 * One response read (issue 24, ADR 0170): `GET /api/responses/{id}` without the framework's definition.
 *
 * The data-collection service in this process with its demo data, a real SQLite file and HTTP. A fresh
 * VSME response (Basic and Comprehensive Module) for Northwind, filled by importing EFRAG's VSME Digital
 * Template sample, is read as its reviewer (the GP) reads it:
 *
 * (a) `GET /api/responses/{id}`: the values only (the definition cached by the client);
 * (b) baseline: a bare SQLite read of the same rows (the response's document and the company's current
 *     values of the period, by the same index, each JSON body parsed), no HTTP, no presentation;
 * (c) for reference: `GET /api/responses/{id}?include=definition`, the shape before (every metric's
 *     definition inline), and the definition itself, once, and its revalidation (304).
 *
 * Sizes: the JSON body as produced, and the bytes on the wire with Brotli (the server compresses every
 * answer the client accepts compressed). Latencies: 200 reads each, alternated; p50 and p95.
 * Targets: (a)'s body ≤ 40 KB; p95 of (a) ≤ 3 × p95 of (b).
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { brotliDecompressSync } from 'node:zlib';
import { loadConfig, startHost, type DemoUser } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { dataCollectionService } from '@esg/data-collection';
import { appendReport, fmt, machine, root } from './notifications-support/standalone';

const SAMPLE = join(root, 'libs/reference-data/files/sources/vsme/VSME-Digital-Template-Sample-1.3.0.xlsx');
const VSME = 15;
const COMPANY = 2;
const READS = 200;

interface Answer {
  status: number;
  /** Bytes on the wire (compressed when the server compressed). */
  wire: number;
  /** The JSON body as produced. */
  text: string;
  etag: string | undefined;
}

/** A GET that keeps the bytes as sent (fetch would decode them before they can be counted). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text =
          res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw).toString() : raw.toString();
        resolve({ status: res.statusCode ?? 0, wire: raw.length, text, etag: res.headers.etag });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'esg-bench-response-'));
  try {
    const config = loadConfig('data-collection', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    const host = await startHost({ name: 'data-collection', config, definitions: [dataCollectionService] });
    const auth = (who: string | DemoUser) => `Bearer ${accessTokenFor(who, config.jwtSecret)}`;
    const call = async (who: string | DemoUser, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${host.url}${path}`, {
        method,
        headers: {
          authorization: auth(who),
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    };
    const frameworks = await call('gp@demo.test', 'GET', '/api/frameworks');
    const used = (frameworks.json.data as Array<{ standardId: number; usedByCompany: boolean }>)
      .filter((f) => f.usedByCompany)
      .map((f) => f.standardId);
    await call('admin@demo.test', 'PATCH', '/api/standard/assign/1', {
      selectedStandards: [...new Set([...used, VSME])],
    });
    const created = await call('gp@demo.test', 'POST', '/api/responses', {
      companyId: COMPANY,
      standardId: VSME,
      period: '2026',
      dueDate: '2027-06-30',
      modules: ['comprehensive'],
    });
    if (created.status !== 201) throw new Error(`request: ${JSON.stringify(created.json)}`);
    const id = (created.json.data as { id: number }).id;
    const pc: DemoUser = {
      id: 951,
      name: 'Bench PC',
      email: 'bench-pc@bench.test',
      role: 'pc',
      permission: null,
      company_id: COMPANY,
    };
    const form = new FormData();
    form.append('file', new Blob([readFileSync(SAMPLE)]), 'VSME.xlsx');
    const imported = await call(pc, 'POST', `/api/responses/${id}/import`, form);
    if (imported.status !== 201) throw new Error(`import: ${JSON.stringify(imported.json).slice(0, 300)}`);

    const headers = { authorization: auth('gp@demo.test'), 'accept-encoding': 'br' };
    const leanUrl = `${host.url}/api/responses/${id}`;
    const lean = await get(leanUrl, headers);
    const full = await get(`${leanUrl}?include=definition`, headers);
    const values = JSON.parse(lean.text) as {
      data: {
        framework: { standardId: number; version: string; definitionTag: string };
        completion: { answered: number };
        sections: Array<{ metrics: unknown[]; sections: unknown[] }>;
      };
    };
    let metrics = 0;
    const count = (sections: Array<{ metrics: unknown[]; sections: unknown[] }>): void => {
      for (const s of sections) {
        metrics += s.metrics.length;
        count(s.sections as typeof sections);
      }
    };
    count(values.data.sections);
    const { standardId, version, definitionTag } = values.data.framework;
    const definitionUrl = `${host.url}/api/frameworks/${standardId}/versions/${version}/definition?tag=${definitionTag}`;
    const definition = await get(definitionUrl, headers);
    const revalidated = await get(definitionUrl, { ...headers, 'if-none-match': definition.etag ?? '' });

    // (b): the same rows straight from the service's SQLite file, by the same index the store uses.
    const db = new DatabaseSync(join(dataDir, 'data-collection.db'), { readOnly: true });
    const responseRow = db.prepare('SELECT body FROM "c_responses" WHERE id = ?');
    const valueRows = db.prepare(
      `SELECT body FROM "c_current_values" WHERE json_extract(body, '$.companyId') = ? AND json_extract(body, '$.period') = ?`,
    );
    const bare = () => {
      const response = JSON.parse((responseRow.get(String(id)) as { body: string }).body) as {
        companyId: number;
        period: string;
      };
      const rows = valueRows.all(response.companyId, response.period) as Array<{ body: string }>;
      return rows.map((r) => JSON.parse(r.body) as unknown).length;
    };
    const rowCount = bare();

    const http: number[] = [];
    const sql: number[] = [];
    for (let i = 0; i < 20; i++) {
      await get(leanUrl, headers);
      bare();
    }
    for (let i = 0; i < READS; i++) {
      let started = performance.now();
      const answer = await get(leanUrl, headers);
      http.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`read: ${answer.status}`);
      started = performance.now();
      bare();
      sql.push(performance.now() - started);
    }
    db.close();
    await host.close();

    const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
    const ratio = percentile(http, 95) / percentile(sql, 95);
    appendReport([
      `## One response read without the framework's definition (issue 24, ADR 0170) — ${new Date().toISOString()}`,
      '',
      `A VSME response (Basic and Comprehensive Module, framework version ${version}) of ${metrics} metrics, ${values.data.completion.answered} required ones`,
      `answered, filled by importing EFRAG's VSME Digital Template sample (${rowCount} current values of the company and period), read by`,
      `its reviewer over HTTP from the data-collection service in this process (real SQLite file). ${READS} reads of each path, alternated.`,
      `Machine: ${machine()}.`,
      '',
      '| Answer | JSON body | on the wire (Brotli) |',
      '| --- | ---: | ---: |',
      `| (a) \`GET /api/responses/{id}\`: values only | ${kb(lean.text.length)} | ${kb(lean.wire)} |`,
      `| (c) \`GET /api/responses/{id}?include=definition\` (the shape before) | ${kb(full.text.length)} | ${kb(full.wire)} |`,
      `| the framework version's definition, once per version and tag | ${kb(definition.text.length)} | ${kb(definition.wire)} |`,
      `| its revalidation with \`If-None-Match\` | ${revalidated.status} | ${kb(revalidated.wire)} |`,
      '',
      '| Path | p50 ms | p95 ms |',
      '| --- | ---: | ---: |',
      `| (a) \`GET /api/responses/{id}\` over HTTP | ${fmt(percentile(http, 50), 2)} | ${fmt(percentile(http, 95), 2)} |`,
      `| (b) baseline: bare SQLite read of the same ${rowCount + 1} rows, bodies parsed | ${fmt(percentile(sql, 50), 2)} | ${fmt(percentile(sql, 95), 2)} |`,
      '',
      `Body of (a): ${kb(lean.text.length)} as JSON, ${kb(lean.wire)} on the wire (target ≤ 40 KB); ${fmt((1 - lean.text.length / full.text.length) * 100)} % smaller than the shape before.`,
      `p95 (a)/(b): **${fmt(ratio, 1)}×** (target ≤ 3×).`,
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
