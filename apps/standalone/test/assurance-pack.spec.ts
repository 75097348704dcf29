import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { mailboxFolder } from '@esg/gateway';
import { DEMO_PASSWORD } from '@esg/platform';
import { pdfWithPages, waitFor } from '@esg/testing';
import { storeOf } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * The assurance pack and the auditor role (issue 27, item 6; ADR 0217, 0218; rules 140-144), through the
 * whole app on the demo data. Grace Parker (Evergreen, GP 1) downloads the pack of Fund I for 2025; the test
 * opens the zip and checks it as an auditor would: every published value of the data the figures read is
 * there with its versions, every evidence file is there and is referenced at its page, and PAI 1 (financed
 * scope 1, 2, 3 and total emissions) is recomputed from the pack's own CSV files by the small script below and
 * equals the pack's reported figures. Then an auditor invited for that fund and period reads the pack and is
 * refused everything else — another tenant, another scope or period, any write, anything after the end date —
 * and the GP reads every request in the auditor's access log.
 */
jest.setTimeout(240_000);

type Host = Awaited<ReturnType<typeof startStandalone>>;
type Row = Record<string, string>;

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows keyed by the header: the auditor's reader. */
function parseCsv(text: string): Row[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n') {
      record.push(field.replace(/\r$/, ''));
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/**
 * PAI 1 from the pack's files alone: per quarter end, Σ over the holdings of
 * position value / EVIC × emissions, where emissions are the scopes the indicator names; the reported figure is
 * the average of the quarters' figures. Reads pai-contributions.csv (positions) and pai-inputs.csv (the
 * companies' values with their versions), never the pack's own terms.
 */
function recomputeFinancedEmissions(
  contributions: Row[],
  inputs: Row[],
  indicatorId: string,
  scopes: ReadonlyArray<1 | 2 | 3>,
): number {
  const input = (quarter: string, company: string, metric: string) =>
    inputs.find(
      (r) =>
        r.indicator_id === indicatorId &&
        r.quarter_end === quarter &&
        r.company_id === company &&
        r.input_metric === metric,
    );
  const number = (row: Row | undefined) => (row === undefined ? Number.NaN : Number(row.input_value));
  const byQuarter = new Map<string, number>();
  for (const c of contributions.filter((r) => r.indicator_id === indicatorId)) {
    const evic = number(input(c.quarter_end, c.company_id, 'company.evic'));
    let emissions = 0;
    for (const scope of scopes) {
      if (scope === 2) {
        const market = input(c.quarter_end, c.company_id, 'ghg.scope2_market');
        emissions += number(market ?? input(c.quarter_end, c.company_id, 'ghg.scope2_location'));
      } else emissions += number(input(c.quarter_end, c.company_id, `ghg.scope${scope}`));
    }
    const term = (Number(c.position_value) / evic) * emissions;
    byQuarter.set(c.quarter_end, (byQuarter.get(c.quarter_end) ?? 0) + term);
  }
  const quarters = [...byQuarter.values()];
  return quarters.reduce((a, b) => a + b, 0) / quarters.length;
}

describe('assurance pack and auditors', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const login = async (email: string, password: string) =>
    (await request(host.url).post('/api/auth/login').send({ email, password }).expect(200)).body.data
      .accessToken as string;
  const download = (who: string, path: string) =>
    request(host.url)
      .get(path)
      .set(as(who))
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
  const report = pdfWithPages([
    'Northwind Renewables, annual report 2025',
    'Scope 1 GHG emissions: 812 tCO2e',
    'Energy use: 4,100 MWh',
  ]);
  let reportBytes: Buffer;
  let pack: Record<string, Uint8Array>;
  const csv = (path: string) => parseCsv(strFromU8(pack[path]));

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc', 'lp']) tokens[who] = await login(`${who}@demo.test`, DEMO_PASSWORD);
    // The company documents a 2025 value: the report, cited at page 2.
    reportBytes = await report;
    const [northwind] = (
      await request(host.url)
        .get('/api/responses?companyId=2&standardId=1&period=2025')
        .set(as('pc'))
        .expect(200)
    ).body.data as Array<{ id: number }>;
    await request(host.url)
      .put(`/api/responses/${northwind.id}/values/ghg.scope1`)
      .set(as('pc'))
      .send({ value: 812 })
      .expect(200);
    const uploaded = await request(host.url)
      .post(`/api/responses/${northwind.id}/values/ghg.scope1/evidence`)
      .set(as('pc'))
      .attach('files', reportBytes, 'annual-report-2025.pdf')
      .expect(201);
    const fileId = (uploaded.body.data.value.evidence as Array<{ fileId: string }>)[0].fileId;
    await request(host.url)
      .post(`/api/responses/${northwind.id}/values/ghg.scope1/citations`)
      .set(as('pc'))
      .send({ fileId, page: 2, quote: 'Scope 1 GHG emissions: 812 tCO2e' })
      .expect(201);
    // The PAI read model has the fund's 2025 statement.
    await waitFor(
      async () =>
        ((await request(host.url).get('/api/pai/funds/1/2025').set(as('gp'))).body.data?.indicators?.length ??
          0) > 0,
      { message: "Fund I's 2025 PAI statement", timeoutMs: 60_000 },
    );
    const zip = await download('gp', '/api/assurance-packs/fund/1/2025.zip').expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain('assurance-pack-fund-1-2025.zip');
    pack = unzipSync(new Uint8Array(zip.body as Buffer));
  });
  afterAll(async () => host?.dispose());

  it('explains its files in a README and lists every file with its checksum', () => {
    const readme = strFromU8(pack['README.txt']);
    expect(readme).toContain('ASSURANCE PACK: Evergreen Sustainable Growth Fund I, 2025');
    for (const file of [
      'values.csv',
      'value-versions.csv',
      'reviews.csv',
      'overrides.csv',
      'quality-flags.csv',
      'evidence-citations.csv',
      'audit-log.csv',
      'pai-figures.csv',
      'pai-inputs.csv',
    ])
      expect(readme).toContain(file);
    const manifest = JSON.parse(strFromU8(pack['manifest.json'])) as {
      scope: string;
      period: string;
      files: Array<{ path: string; bytes: number }>;
    };
    expect(manifest).toMatchObject({ scope: 'fund', period: '2025' });
    for (const path of Object.keys(pack).filter((p) => p !== 'manifest.json'))
      expect(manifest.files.find((f) => f.path === path)?.bytes).toBe(pack[path].length);
  });

  it('holds every published value of the data the figures read, with its versions and reviews', async () => {
    const values = csv('values.csv');
    const versions = csv('value-versions.csv');
    const periods = [...new Set(values.map((v) => v.period))];
    expect(periods).toEqual(expect.arrayContaining(['2025', '2024']));
    let checked = 0;
    for (const company of [2, 3])
      for (const period of periods) {
        const responses = (
          await request(host.url).get(`/api/responses?companyId=${company}&period=${period}`).set(as('gp'))
        ).body.data as Array<{ id: number; status: string; publicationNumber: number }> | undefined;
        for (const response of (responses ?? []).filter((r) => r.publicationNumber > 0)) {
          const detail = (
            await request(host.url).get(`/api/responses/${response.id}`).set(as('gp')).expect(200)
          ).body.data as unknown;
          const published: Array<{ code: string; versionId: string }> = [];
          const walk = (node: unknown, code: string | null): void => {
            if (Array.isArray(node)) return node.forEach((n) => walk(n, code));
            if (node === null || typeof node !== 'object') return;
            const o = node as Record<string, unknown>;
            const own =
              typeof o.metricCode === 'string' ? o.metricCode : typeof o.code === 'string' ? o.code : code;
            const v = o.value as { valueVersionId?: unknown } | null | undefined;
            if (own && v && typeof v === 'object' && typeof v.valueVersionId === 'string')
              published.push({ code: own, versionId: v.valueVersionId });
            for (const child of Object.values(o)) walk(child, own);
          };
          walk(detail, null);
          for (const p of published) {
            expect(versions.some((v) => v.value_version_id === p.versionId)).toBe(true);
            expect(
              values.some(
                (v) => v.company_id === String(company) && v.period === period && v.metric_code === p.code,
              ),
            ).toBe(true);
            checked++;
          }
        }
      }
    expect(checked).toBeGreaterThan(10);
    // Every version the PAI figures read is in the pack's history of values.
    for (const input of csv('calculations/pai-inputs.csv').filter((r) => r.value_version_id))
      expect(versions.some((v) => v.value_version_id === input.value_version_id)).toBe(true);
    // Who entered each value and when.
    expect(versions.every((v) => v.author !== '' && v.created_at !== '')).toBe(true);
  });

  it('holds every evidence file, referenced at its page, byte for byte', () => {
    const citations = csv('evidence-citations.csv');
    const cited = citations.find(
      (c) => c.metric_code === 'ghg.scope1' && c.company_id === '2' && c.period === '2025',
    );
    expect(cited).toMatchObject({
      page: '2',
      quote: 'Scope 1 GHG emissions: 812 tCO2e',
      file_name: 'annual-report-2025.pdf',
    });
    expect(Buffer.from(pack[cited!.file_in_pack]).equals(reportBytes)).toBe(true);
    const files = Object.keys(pack).filter((p) => p.startsWith('evidence/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(citations.some((c) => c.file_in_pack === file)).toBe(true);
    for (const c of citations) expect(pack[c.file_in_pack]).toBeDefined();
    const value = csv('values.csv').find(
      (v) => v.company_id === '2' && v.period === '2025' && v.metric_code === 'ghg.scope1',
    );
    expect(value?.evidence).toContain('(page 2)');
  });

  it('reproduces PAI 1 from its own files', async () => {
    const figures = csv('calculations/pai-figures.csv');
    const contributions = csv('calculations/pai-contributions.csv');
    const inputs = csv('calculations/pai-inputs.csv');
    const live = (await request(host.url).get('/api/pai/funds/1/2025').set(as('gp')).expect(200)).body
      .data as {
      indicators: Array<{ id: string; value: number | null }>;
    };
    for (const [id, scopes] of [
      ['T1-1a', [1]],
      ['T1-1b', [2]],
      ['T1-1c', [3]],
      ['T1-1d', [1, 2, 3]],
    ] as const) {
      const figure = figures.find((f) => f.indicator_id === id)!;
      expect(figure.formula).toContain('enterprise value');
      expect(figure.reference_document).not.toBe('');
      expect(figure.reference_sha256).toMatch(/^[0-9a-f]{64}$/);
      const reported = Number(figure.value);
      expect(reported).toBeGreaterThan(0);
      expect(recomputeFinancedEmissions(contributions, inputs, id, scopes)).toBeCloseTo(reported, 6);
      expect(reported).toBeCloseTo(live.indicators.find((i) => i.id === id)!.value!, 6);
    }
  });

  it('holds the PCAF financed emissions of every position of the fund, and they add up from its own files', async () => {
    const positions = csv('calculations/pcaf-positions.csv');
    const totals = csv('calculations/pcaf-totals.csv');
    const sets = (await request(host.url).get('/api/funds/1/positions').set(as('gp')).expect(200)).body
      .data as Array<{ date: string; positions: Array<{ companyId: number | null }> }>;
    const date = sets
      .map((s) => s.date)
      .filter((d) => d.startsWith('2025-'))
      .sort()
      .at(-1)!;
    const held = sets.find((s) => s.date === date)!.positions.filter((p) => p.companyId !== null);
    // A row per position of the fund that day, each with the PCAF standard it follows.
    expect(positions).toHaveLength(held.length);
    expect(positions.map((r) => Number(r.company_id)).sort()).toEqual(held.map((p) => p.companyId).sort());
    for (const r of positions) {
      expect(r).toMatchObject({ reporting_date: date, fund: 'Evergreen Sustainable Growth Fund I' });
      expect(r.reference).toMatch(/PCAF/);
      expect(r.formula).not.toBe('');
    }
    // The auditor's script: attribution factor = outstanding / EVIC (or / (equity + debt), as the formula
    // says); financed = factor × (scope 1 + scope 2 used).
    const included = positions.filter((r) => r.excluded === 'false' && r.emissions_scope1_used !== '');
    expect(included.length).toBeGreaterThan(0);
    const one = included[0];
    const denominator = one.formula.includes('EVIC')
      ? Number(one.evic)
      : Math.max(Number(one.total_equity), 0) + Number(one.total_debt);
    const factor = Number(one.outstanding) / denominator;
    expect(Number(one.attribution_factor)).toBeCloseTo(factor, 9);
    const financed = factor * (Number(one.emissions_scope1_used) + Number(one.emissions_scope2_used));
    expect(Number(one.financed_emissions_scope1_2)).toBeCloseTo(financed, 6);
    expect(financed).toBeGreaterThan(0);
    const fundTotal = totals.find((t) => t.level === 'fund' && t.fund_id === '1')!;
    const sum = positions
      .filter((r) => r.excluded === 'false')
      .reduce((t, r) => t + Number(r.financed_emissions_scope1_2), 0);
    expect(Number(fundTotal.financed_emissions_scope1_2)).toBeCloseTo(sum, 6);
    expect(totals.find((t) => t.level === 'all positions')?.reference).toMatch(/PCAF/);
    const readme = strFromU8(pack['README.txt']);
    expect(readme).toContain('pcaf-positions.csv');
    expect(readme).not.toContain('not in this pack yet');
  });

  it("holds the PCAF financed emissions of every fund of the investor's report, with the total of all", async () => {
    const zip = await download('gp', '/api/assurance-packs/report/1/2025.zip').expect(200);
    const reportPack = unzipSync(new Uint8Array(zip.body as Buffer));
    const manifest = JSON.parse(strFromU8(reportPack['manifest.json'])) as { funds: Array<{ id: number }> };
    const totals = parseCsv(strFromU8(reportPack['calculations/pcaf-totals.csv']));
    const positions = parseCsv(strFromU8(reportPack['calculations/pcaf-positions.csv']));
    const funds = totals.filter((t) => t.level === 'fund');
    expect(funds.length).toBeGreaterThan(0);
    for (const f of funds) expect(manifest.funds.map((m) => String(m.id))).toContain(f.fund_id);
    const all = totals.find((t) => t.level === 'all positions')!;
    const sum = positions
      .filter((r) => r.excluded === 'false')
      .reduce((t, r) => t + Number(r.financed_emissions_scope1_2), 0);
    expect(Number(all.financed_emissions_scope1_2)).toBeCloseTo(sum, 6);
    expect(Number(all.financed_emissions_scope1_2)).toBeCloseTo(
      funds.reduce((t, f) => t + Number(f.financed_emissions_scope1_2), 0),
      6,
    );
  });

  it("holds a company's carbon inventory, each activity with its factor's source and version, and its totals", async () => {
    const zip = await download('gp', '/api/assurance-packs/company/2/2024.zip').expect(200);
    const companyPack = unzipSync(new Uint8Array(zip.body as Buffer));
    const rows = (path: string) => parseCsv(strFromU8(companyPack[path]));
    const activities = rows('calculations/carbon-activities.csv');
    const [totals] = rows('calculations/carbon-totals.csv');
    const live = (
      await request(host.url)
        .get('/api/carbon-calculations?companyId=2&period=2024')
        .set(as('pc'))
        .expect(200)
    ).body.data as Array<{ result: { lines: unknown[]; totals: Record<string, number> } }>;
    expect(activities).toHaveLength(live[0].result.lines.length);
    expect(activities.length).toBeGreaterThan(0);
    for (const a of activities.filter((r) => r.factor_id !== '')) {
      expect(a).toMatchObject({ company: 'Northwind Renewables', period: '2024' });
      expect(a.factor_source).toMatch(/^(DESNZ|EPA|IFI|Ember)$/);
      expect(a.factor_version).not.toBe('');
      expect(a.factor_year).toMatch(/^\d{4}$/);
      // The line's tonnes are its quantity (in the factor's unit) × the factor, from the row alone.
      const quantity = Number(a.quantity_in_factor_unit || a.quantity);
      expect(Number(a.kgco2e)).toBeCloseTo(quantity * Number(a.factor_kgco2e_per_unit), 6);
    }
    // A script of the auditor's: each scope's total from the activity lines equals the pack's total.
    const sum = (scope: string, column: 'tco2e' | 'market_based_kgco2e') =>
      activities
        .filter((a) => a.scope === scope)
        .reduce((t, a) => t + Number(a[column]) / (column === 'tco2e' ? 1 : 1000), 0);
    expect(sum('1', 'tco2e')).toBeCloseTo(Number(totals.scope1_tco2e), 6);
    expect(sum('2', 'tco2e')).toBeCloseTo(Number(totals.scope2_location_tco2e), 6);
    expect(sum('3', 'tco2e')).toBeCloseTo(Number(totals.scope3_tco2e), 6);
    expect(Number(totals.scope1_tco2e)).toBeGreaterThan(0);
    expect(Number(totals.scope1_tco2e)).toBeCloseTo(live[0].result.totals.scope1, 6);
    const manifest = JSON.parse(strFromU8(companyPack['manifest.json'])) as {
      files: Array<{ path: string; sha256: string }>;
    };
    for (const path of ['calculations/carbon-activities.csv', 'calculations/carbon-totals.csv'])
      expect(manifest.files.find((f) => f.path === path)?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const readme = strFromU8(companyPack['README.txt']);
    expect(readme).toContain('carbon-activities.csv');
    expect(readme).not.toContain('not in this pack yet');
  });

  it("holds the period's audit log", () => {
    const log = csv('audit-log.csv');
    const cited = log.find(
      (r) => r.company_id === '2' && r.period === '2025' && r.event_type.includes('evidence-cited'),
    );
    expect(cited).toMatchObject({ actor: 'Priya Chen', metric_code: 'ghg.scope1' });
    expect(log.every((r) => r.at !== '' && r.what !== '')).toBe(true);
  });

  describe('an auditor invited for Fund I, 2025', () => {
    const email = 'alex.auditor@assurance.example';
    let auditorId = 0;

    /** The set-password link of the invitation mail. */
    async function mailedToken(): Promise<string> {
      const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
      const mail = await waitFor(
        () =>
          existsSync(folder)
            ? readdirSync(folder)
                .filter((f) => f.endsWith('.json'))
                .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as { to: string; text: string })
                .find((m) => m.to === email)
            : undefined,
        { message: `the invitation to ${email}` },
      );
      return /\/set-password\?token=([\w-]+)/.exec(mail.text)![1];
    }

    beforeAll(async () => {
      const invited = await request(host.url)
        .post('/api/auditors')
        .set(as('gp'))
        .send({
          companyId: 1,
          name: 'Alex Auditor',
          email,
          scope: 'fund',
          scopeId: 1,
          period: '2025',
          expiresOn: '2099-12-31',
        })
        .expect(201);
      auditorId = invited.body.data.userId as number;
      expect(invited.body.data).toMatchObject({
        scope: 'fund',
        scopeName: 'Evergreen Sustainable Growth Fund I',
        period: '2025',
        status: 'invited',
        expired: false,
        packPath: '/api/assurance-packs/fund/1/2025.zip',
      });
      await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: await mailedToken(), password: 'Audit-2025!x', confirmPassword: 'Audit-2025!x' })
        .expect(200);
      tokens.auditor = await login(email, 'Audit-2025!x');
    });

    it("is invited only for the investor's own scope, with an end date to come, and never as a team member", async () => {
      const base = {
        companyId: 1,
        name: 'Sam Auditor',
        scope: 'fund',
        period: '2025',
        expiresOn: '2099-12-31',
      };
      await request(host.url)
        .post('/api/auditors')
        .set(as('gp'))
        .send({ ...base, email: 'sam@x.example', scopeId: 999 })
        .expect(403);
      const past = await request(host.url)
        .post('/api/auditors')
        .set(as('gp'))
        .send({ ...base, email: 'sam@x.example', scopeId: 1, expiresOn: '2020-01-01' })
        .expect(400);
      expect(past.body.message).toMatch(/^expiresOn/);
      await request(host.url)
        .post('/api/auditors')
        .set(as('pc'))
        .send({ ...base, companyId: 2, email: 'sam@x.example', scopeId: 2 })
        .expect(403);
      await request(host.url)
        .post('/api/team-members')
        .set(as('gp'))
        .send({ companyId: 1, name: 'Sam', email: 'sam@x.example', permission: 'Auditor' })
        .expect(400);
      // An auditor never becomes a member of the team by a change of permission.
      await request(host.url)
        .patch(`/api/team-members/${auditorId}`)
        .set(as('gp'))
        .send({ permission: null })
        .expect(409);
    });

    it('reads its own scope and downloads its pack', async () => {
      const me = await request(host.url).get('/api/auditors/me').set(as('auditor')).expect(200);
      expect(me.body.data).toMatchObject({ scope: 'fund', scopeId: 1, period: '2025', status: 'active' });
      const zip = await download('auditor', '/api/assurance-packs/fund/1/2025.zip').expect(200);
      const files = unzipSync(new Uint8Array(zip.body as Buffer));
      expect(Object.keys(files)).toEqual(expect.arrayContaining(Object.keys(pack)));
    });

    it('is refused another tenant, another scope or period, and anything else of the workplace', async () => {
      for (const path of [
        '/api/company/5',
        '/api/assurance-packs/report/5/2025.zip',
        '/api/assurance-packs/fund/2/2025.zip',
        '/api/assurance-packs/fund/1/2024.zip',
        '/api/assurance-packs/company/2/2025.zip',
        '/api/pai/entities/1/2025',
        '/api/quality/flags',
        '/api/company/1',
        '/api/auditors?companyId=1',
      ]) {
        const refused = await request(host.url).get(path).set(as('auditor'));
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({
          path,
          status: 403,
          code: 'AUDITOR.OUT_OF_SCOPE',
        });
      }
    });

    it('changes nothing', async () => {
      const [response] = (
        await request(host.url).get('/api/responses?companyId=2&standardId=1&period=2024').set(as('gp'))
      ).body.data as Array<{ id: number }>;
      const writes = [
        request(host.url)
          .put(`/api/responses/${response.id}/values/ghg.scope1/override`)
          .send({ value: 1, reason: 'x' }),
        request(host.url).post('/api/auditors').send({
          companyId: 1,
          name: 'X',
          email: 'x@x.example',
          scope: 'fund',
          scopeId: 1,
          period: '2025',
          expiresOn: '2099-01-01',
        }),
        request(host.url)
          .post('/api/team-members')
          .send({ companyId: 1, name: 'X', email: 'y@x.example', permission: null }),
        request(host.url).patch('/api/user/me').send({ name: 'Changed' }),
      ];
      for (const write of writes) {
        const refused = await write.set(as('auditor'));
        expect({ status: refused.status, code: refused.body.code }).toEqual({
          status: 403,
          code: 'AUDITOR.READ_ONLY',
        });
      }
    });

    it('logs every request for the GP, allowed or refused; other users do not read it', async () => {
      const log = await request(host.url)
        .get(`/api/auditors/${auditorId}/access-log`)
        .set(as('gp'))
        .expect(200);
      const entries = log.body.data.entries as Array<{
        what: string;
        outcome: string;
        status: number;
        path: string;
      }>;
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            what: 'Downloaded the assurance pack',
            outcome: 'allowed',
            status: 200,
            path: '/api/assurance-packs/fund/1/2025.zip',
          }),
          expect.objectContaining({ outcome: 'refused', status: 403, path: '/api/company/5' }),
          expect.objectContaining({ outcome: 'refused', status: 403, path: '/api/team-members' }),
        ]),
      );
      // The pack's own reads are part of the download: logged once, as the download.
      expect(entries.filter((e) => e.path.startsWith('/api/quality/assurance'))).toEqual([]);
      const listed = await request(host.url).get('/api/auditors?companyId=1').set(as('gp')).expect(200);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ userId: auditorId, accessCount: entries.length }),
      ]);
      await request(host.url).get(`/api/auditors/${auditorId}/access-log`).set(as('lp')).expect(403);
      await request(host.url).get(`/api/auditors/${auditorId}/access-log`).set(as('pc')).expect(403);
    });

    it('is refused everything after its end date, and told so', async () => {
      const grants = storeOf(host, 'gateway');
      const grant = await grants.get<{ id: string; expiresOn: string }>('auditor_grants', String(auditorId));
      await grants.transaction((tx) => tx.put('auditor_grants', { ...grant!, expiresOn: '2020-12-31' }));
      const refused = await download('auditor', '/api/assurance-packs/fund/1/2025.zip').expect(403);
      expect(JSON.parse((refused.body as Buffer).toString('utf8'))).toMatchObject({
        code: 'AUDITOR.EXPIRED',
      });
      const me = await request(host.url).get('/api/auditors/me').set(as('auditor')).expect(200);
      expect(me.body.data).toMatchObject({ expired: true, expiresOn: '2020-12-31' });
      const log = await request(host.url)
        .get(`/api/auditors/${auditorId}/access-log`)
        .set(as('gp'))
        .expect(200);
      const entries = log.body.data.entries as Array<{ path: string; outcome: string }>;
      expect(
        entries.find((e) => e.path === '/api/assurance-packs/fund/1/2025.zip' && e.outcome === 'refused'),
      ).toMatchObject({
        outcome: 'refused',
        reason: "The auditor's access ended on 2020-12-31",
      });
    });
  });
});
